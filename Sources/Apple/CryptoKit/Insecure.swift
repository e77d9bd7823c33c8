import Foundation

/// A container for older, cryptographically insecure algorithms.
///
/// MD5 and SHA-1 have known collisions: use them only to talk to services that ask for them
/// (such as an API signing its requests with an MD5 of a timestamp and keys), never for security.
public enum Insecure {}
