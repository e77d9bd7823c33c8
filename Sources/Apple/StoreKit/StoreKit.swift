// `import StoreKit` on Linux: asking for an App Store review, as SwiftUI screens do it
// (`@Environment(\.requestReview)`) and as UIKit code does (`AppStore.requestReview(in:)`,
// `SKStoreReviewController`). There is no App Store: every request is accepted with no effect.
// Products, purchases and transactions are not provided.
import Foundation
import Trellis
import UIKit

/// An action that asks the system to show the App Store's rating prompt; read it from the
/// environment and call it: `@Environment(\.requestReview) private var requestReview`, then
/// `requestReview()`.
///
/// Linux: calling it does nothing (there is no prompt to show).
public struct RequestReviewAction: Sendable {
    /// The action of the environment.
    init() {}
    /// Asks for a review; no effect on Linux.
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    /// The action that asks for an App Store review (no effect on Linux).
    public var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
    }
}

/// The App Store: here only its review prompt.
public enum AppStore {
    /// Asks for a review in a window scene; no effect on Linux.
    /// - Parameter scene: The scene to show the prompt in.
    public static func requestReview(in scene: UIWindowScene) {}
}

/// The older way to ask for a review (UIKit code).
open class SKStoreReviewController: NSObject {
    /// Asks for a review in a window scene; no effect on Linux.
    /// - Parameter windowScene: The scene to show the prompt in.
    open class func requestReview(in windowScene: UIWindowScene) {}
    /// Asks for a review; no effect on Linux.
    open class func requestReview() {}
}
