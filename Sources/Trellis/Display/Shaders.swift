import Foundation

// Metal shaders (`ShaderLibrary`, `ShaderFunction`, `Shader`) and the effects that run them
// (`colorEffect`, `distortionEffect`, `layerEffect`). Facts:
// 1. Shaders are Metal functions, which Trellis cannot run: they are accepted with SwiftUI's
//    signatures, and the view is drawn without them.

/// A Metal shader library (Trellis cannot run Metal: shaders are accepted and not applied).
public struct ShaderLibrary: Sendable {
    let name: String
    /// The app's default library.
    public static let `default` = ShaderLibrary(name: "default")
    /// The library in `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: "bundle") }
    /// A library from compiled data.
    public init(data: Data) { name = "data" }
    /// A library at `url`.
    public init(url: URL) { name = url.lastPathComponent }
    init(name: String) { self.name = name }
    /// The function named `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A shader function of a library.
@dynamicMemberLookup
public struct ShaderFunction: Sendable {
    /// The library.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String
    /// Creates a function of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    /// A shader of this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { Shader(function: self, arguments: arguments) }
    /// The function named `name` of the same library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: library, name: name) }
}

extension ShaderLibrary {
    /// The function named `name` (`ShaderLibrary.default.ripple`).
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A Metal shader with its arguments (accepted, not applied by Trellis).
public struct Shader: Sendable, ShapeStyle {
    /// An argument of a shader.
    public struct Argument: Sendable {
        let kind: String
        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        /// The bounding rectangle of the shaded view.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
    }
    /// The function.
    public var function: ShaderFunction
    /// The arguments.
    public var arguments: [Argument]
    /// Creates a shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

nonisolated extension View {
    /// Colours the view with a shader. Accepted: drawn without it (fact 1).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// Moves the view's pixels with a shader. Accepted: drawn without it (fact 1).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// Draws the view through a shader. Accepted: drawn without it (fact 1).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}
