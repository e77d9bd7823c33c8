import Foundation
import Trellis

// Handoff and Spotlight (`userActivity(_:isActive:_:)`, `onContinueUserActivity(_:perform:)`):
// their signatures name `NSUserActivity` (Foundation/NSUserActivity.swift on Linux), so the SwiftUI
// module declares them. A preview advertises no activity and is never continued from one, so
// neither closure runs.

nonisolated extension View {
    /// Advertises an activity of `activityType` while `isActive`, filled in by `update`
    /// (a preview advertises none).
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Advertises an activity of `activityType` for `element` while it is not nil, filled in by
    /// `update` (a preview advertises none).
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }

    /// Runs `action` when the app is asked to continue an activity of `activityType` (never in
    /// a preview).
    public func onContinueUserActivity(_ activityType: String,
                                       perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}
