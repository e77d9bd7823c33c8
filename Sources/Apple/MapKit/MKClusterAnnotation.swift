import CoreLocation
import Foundation

/// The annotation a map view shows for annotation views that share a clustering identifier and
/// come too close together: it stands at the centre of its members. On Linux no map draws, so
/// none is made by a map view; an app may make one and test for it (`is MKClusterAnnotation`).
open class MKClusterAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    /// The annotations it stands for.
    open var memberAnnotations: [any MKAnnotation]
    /// Its title (the map's: "N items", unless set).
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?

    /// A cluster of these annotations.
    /// - Parameter memberAnnotations: The annotations it stands for.
    public init(memberAnnotations: [any MKAnnotation]) {
        self.memberAnnotations = memberAnnotations
        title = "\(memberAnnotations.count) items"
        super.init()
    }

    /// The centre of its members' coordinates (the invalid coordinate when it has none).
    open var coordinate: CLLocationCoordinate2D {
        guard !memberAnnotations.isEmpty else { return kCLLocationCoordinate2DInvalid }
        let count = Double(memberAnnotations.count)
        return CLLocationCoordinate2D(latitude: memberAnnotations.map(\.coordinate.latitude).reduce(0, +) / count,
                                      longitude: memberAnnotations.map(\.coordinate.longitude).reduce(0, +) / count)
    }
}
