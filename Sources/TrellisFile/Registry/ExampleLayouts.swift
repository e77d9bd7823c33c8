import Foundation
import SwiftSyntax
import Trellis
import TrellisExamples

/// The custom layouts of the TrellisExamples module (Apple's sample layouts), by name.
extension Registry {
    func registerExampleLayouts() {
        // Registered as they land in TrellisExamples.
    }
}
