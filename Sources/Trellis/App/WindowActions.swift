import Foundation

// Opening and closing windows (`@Environment(\.openWindow)`): a preview is one window, so the
// actions open and close nothing; they exist with SwiftUI's signatures so the buttons that call
// them compile and draw.

/// Opens a window of one of the app's window groups (a preview opens none).
public struct OpenWindowAction: Sendable {
    /// Opens a window of the group with identifier `id`.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens a window of the group with identifier `id`, presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window (a preview closes none).
public struct DismissWindowAction: Sendable {
    /// Closes the window the view is in.
    public func callAsFunction() {}
    /// Closes the windows of the group with identifier `id`.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Closes the window of the group with identifier `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Opens windows (a preview opens none).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows (a preview closes none).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Whether the app can show several windows at once: an iPhone cannot.
    public var supportsMultipleWindows: Bool { false }
}
