import CoreHaptics
import Foundation
import Testing

/// Core Haptics on a device without haptic hardware: the course's "prepare, then play a pattern"
/// code runs, and every step that needs the hardware fails as it does on such an iPhone.
@Suite struct CoreHapticsTests {
    @Test func theHardwareSupportsNothingAndTheEngineDoesNotStart() throws {
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
        #expect(!CHHapticEngine.capabilitiesForHardware().supportsAudio)
        let engine = try CHHapticEngine()
        #expect(throws: CHHapticError(.notSupported)) { try engine.start() }
        nonisolated(unsafe) var reported: Error?
        engine.start { reported = $0 }
        #expect((reported as? CHHapticError)?.code == .notSupported)
        #expect((reported as? LocalizedError)?.errorDescription == "The device does not support haptics")
    }

    @Test func aPatternIsMadeAndItsPlayerDoesNotPlayOnAStoppedEngine() throws {
        let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
        let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
        let events = (0..<3).map {
            CHHapticEvent(eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: Double($0) * 0.1)
        } + [CHHapticEvent(eventType: .hapticContinuous, parameters: [intensity], relativeTime: 0.5, duration: 1)]
        let pattern = try CHHapticPattern(events: events, parameters: [])
        #expect(pattern.events.count == 4)
        #expect(abs(pattern.duration - 1.5) < 1e-9)
        let player = try CHHapticEngine().makePlayer(with: pattern)
        #expect(throws: CHHapticError(.engineNotRunning)) { try player.start(atTime: CHHapticTimeImmediate) }
        // An event before the pattern's start is refused.
        #expect(throws: CHHapticError(.invalidEventTime)) {
            try CHHapticPattern(events: [CHHapticEvent(eventType: .hapticTransient, parameters: [], relativeTime: -1)], parameters: [])
        }
    }
}
