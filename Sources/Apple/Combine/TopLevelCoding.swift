// Combine's protocols for encoders and decoders of whole values (what `decode(type:decoder:)`
// and CoreTransferable's `CodableRepresentation` take), with Foundation's coders conforming.
import Foundation

/// An encoder that turns a whole value into one output, such as `JSONEncoder` into `Data`.
/// Combine's `encode(encoder:)` operator and CoreTransferable take one; on Linux only the protocol
/// and the conformances of Foundation's coders are here (there are no publishers).
public protocol TopLevelEncoder {
    /// What the encoder produces, such as `Data`.
    associatedtype Output
    /// Encodes a value.
    /// - Parameter value: The value to encode.
    /// - Returns: Its encoded form.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that reads a whole value from one input, such as `JSONDecoder` from `Data`.
public protocol TopLevelDecoder {
    /// What the decoder reads, such as `Data`.
    associatedtype Input
    /// Decodes a value of a type.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - from: The encoded form.
    /// - Returns: The value.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
