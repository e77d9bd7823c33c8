import Foundation
@_exported import TrellisTestSupport
