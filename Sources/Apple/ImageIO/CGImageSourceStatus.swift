// How far an image source has got reading its data (`CGImageSourceGetStatus`).

/// The status of an image source or of one of its images.
public enum CGImageSourceStatus: Int32, Sendable, Hashable {
    /// The data ended before the image did (final data that is truncated).
    case statusUnexpectedEOF = -5
    /// The data is not what its format's signature promised.
    case statusInvalidData = -4
    /// The data is of no format ImageIO recognises.
    case statusUnknownType = -3
    /// The header is still being read (an incremental source waiting for more data).
    case statusReadingHeader = -2
    /// The header was read; more data is to come.
    case statusIncomplete = -1
    /// All the data is there.
    case statusComplete = 0
}
