import Foundation
import Trellis
import UIKit

/// Gives a SwiftUI app a UIKit application delegate (`@UIApplicationDelegateAdaptor(AppDelegate.self)
/// var appDelegate`): on iOS the system makes the delegate when it launches the app.
///
/// Linux: a preview never launches the app (an `App`'s type compiles, it is never made), so there
/// is no delegate and no delegate method is called. A delegate that is an `ObservableObject` is
/// put in the environment of the app's scenes on iOS, which a preview of a screen does not have.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The delegate: only the app's own code reads it, and the app is never launched in a preview.
    public var wrappedValue: DelegateType {
        // Swift cannot make an instance of a class given as a type parameter unless its `init()`
        // is `required`, and NSObject's is not: only the system, launching the app, makes one.
        preconditionFailure("\(DelegateType.self): a preview does not launch the app, so it has no application delegate")
    }

    /// Declares the delegate's class.
    /// - Parameter delegateType: The delegate's class.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties (`$appDelegate.setting`), for a delegate that is an
    /// observable object.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}
