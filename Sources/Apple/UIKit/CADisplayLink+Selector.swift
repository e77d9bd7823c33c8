// The display link's initializer that takes a selector (`CADisplayLink(target: self, selector:
// #selector(step))`): the selector is UIKit's `Selector` here, what a compiled preview reads
// `#selector(…)` as, so the initializer is declared where that type is. The link fires as on a
// device (see QuartzCore's `CADisplayLink`) and calls the target's method with itself.
import Foundation
import QuartzCore

extension CADisplayLink {
    /// A display link that fires for the target's method.
    /// - Parameters:
    ///   - target: The object whose method is named (held until `invalidate()`).
    ///   - sel: The method's selector (`#selector(step(_:))`).
    public convenience init(target: Any, selector sel: Selector) {
        nonisolated(unsafe) let target = target
        self.init(target: target, actionName: sel.name, action: { link in sel.perform(on: target, with: [link]) })
    }
}
