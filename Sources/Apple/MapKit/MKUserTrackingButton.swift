import Foundation
import UIKit

/// The button that sets how a map view follows the person's location. It keeps the map view it
/// serves; a representable that adds one to its map is drawn as the map is, a placeholder.
open class MKUserTrackingButton: UIView {
    /// The map view whose tracking mode it sets.
    open weak var mapView: MKMapView?

    /// A button for `mapView`.
    /// - Parameter mapView: The map view whose tracking mode it sets.
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    }

    /// A button serving no map view yet.
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(mapView: nil)`.
    public required convenience init?(coder: NSCoder) { self.init(mapView: nil) }
}
