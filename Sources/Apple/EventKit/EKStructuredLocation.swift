// `EKStructuredLocation` and `EKParticipant`: an item's place (a title, coordinates, a radius for
// alarms) and the people invited to it. Values; Linux makes no invitations, so participants only
// exist as a type.
import CoreLocation
import Foundation

/// A place with a title and, when known, coordinates.
open class EKStructuredLocation: EKObject, NSCopying, @unchecked Sendable {
    /// The place's name.
    open var title: String?
    /// Its coordinates.
    open var geoLocation: CLLocation?
    /// The radius of an alarm's geofence, in metres (0: the default).
    open var radius: Double = 0

    /// A place of a title.
    /// - Parameter title: The name.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// A copy.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = EKStructuredLocation()
        copy.title = title
        copy.geoLocation = geoLocation
        copy.radius = radius
        return copy
    }
}

/// Someone invited to an event: their address, name, role and answer.
open class EKParticipant: EKObject, @unchecked Sendable {
    /// Their address (a mailto: URL).
    open internal(set) var url: URL
    /// Their name.
    open internal(set) var name: String?
    /// Their answer.
    open internal(set) var participantStatus: EKParticipantStatus = .unknown
    /// Their role.
    open internal(set) var participantRole: EKParticipantRole = .unknown
    /// What they are.
    open internal(set) var participantType: EKParticipantType = .unknown
    /// Whether they are the person using the device.
    open internal(set) var isCurrentUser = false

    init(url: URL, name: String?) {
        self.url = url
        self.name = name
        super.init()
    }
}
