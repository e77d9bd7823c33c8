// The keys and values of audio settings dictionaries (`AVAudioRecorder(url:settings:)`), and Core
// Audio's format identifiers that go in them (`Int(kAudioFormatMPEG4AAC)`), which Apple's
// AVFoundation re-exports from CoreAudioTypes. Pure values with Apple's raw values.
import Foundation

/// A Core Audio data format, as a four-character code.
public typealias AudioFormatID = UInt32

/// Linear PCM ('lpcm').
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// AAC ('aac ').
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// High-efficiency AAC ('aach').
public let kAudioFormatMPEG4AAC_HE: AudioFormatID = 0x6161_6368
/// Low-delay AAC ('aacl').
public let kAudioFormatMPEG4AAC_LD: AudioFormatID = 0x6161_636C
/// Apple Lossless ('alac').
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// IMA 4:1 ADPCM ('ima4').
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// MPEG-1 layer 3 ('.mp3').
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033
/// µ-law ('ulaw').
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
/// A-law ('alaw').
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177
/// iLBC speech ('ilbc').
public let kAudioFormatiLBC: AudioFormatID = 0x696C_6263
/// Opus ('opus').
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573
/// FLAC ('flac').
public let kAudioFormatFLAC: AudioFormatID = 0x666C_6163
/// AMR narrowband ('samr').
public let kAudioFormatAMR: AudioFormatID = 0x7361_6D72

/// The settings key of the data format (an `AudioFormatID`).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of linear PCM's bits per sample.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// The settings key of whether linear PCM is big-endian.
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// The settings key of whether linear PCM is floating point.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// The settings key of whether linear PCM is non-interleaved.
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// The settings key of the encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key of the encoder's bitrate in bits per second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The settings key of the encoder's bitrate per channel.
public let AVEncoderBitRatePerChannelKey = "AVEncoderBitRatePerChannelKey"
/// The settings key of the encoder's bit depth hint.
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
/// The settings key of the sample rate converter's quality.
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"

/// An encoder's quality.
public enum AVAudioQuality: Int, Sendable {
    /// The lowest.
    case min = 0
    /// Low.
    case low = 0x20
    /// Medium.
    case medium = 0x40
    /// High.
    case high = 0x60
    /// The highest.
    case max = 0x7F
}
