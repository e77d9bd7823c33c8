import Foundation

/// iOS 17's presentation metrics on iPhone. Sources and estimates:
///
/// 1. A sheet at its large detent starts 10 pt below the top of the safe area and runs to the
///    bottom of the screen; "a very small horizontal strip" of the presenting view shows above it
///    (Apple's HIG, Sheets). Its top corners are rounded (HIG: "The card's top corners are
///    rounded"); 10 pt is an estimate from screenshots.
/// 2. Medium is "about half the fully expanded height" (HIG): half the large sheet's height.
///    `.fraction(f)` is f of the large height; `.height(h)` is h above the bottom safe area
///    (UIKit's custom detents measure without the safe area).
/// 3. The presenting view behind a large sheet is scaled back so its top sits at the top of the
///    safe area, on black; the scale (0.92) and the dimming (black at 0.4 behind sheets, 0.2
///    behind alerts and dialogs) are estimates.
/// 4. An alert is 270 pt wide, centred (UIAlertController's width, in every custom-alert
///    write-up); corner radius 14; title semibold 17, message regular 13, 2 pt apart, inside
///    20 pt at the top, 16 at the sides and 20 above the buttons (estimates); buttons 44 pt tall
///    separated by hairlines, 17 pt, two side by side (Cancel on the left), three or more
///    stacked (Cancel last); no buttons shows OK.
/// 5. A confirmation dialog (action sheet) is the screen's width less 8 pt each side, its
///    buttons 57 pt tall in 20 pt text, title and message 13 pt in secondary grey inside 14 pt
///    at the top and bottom; Cancel is a separate card 8 pt below, and the cards end at the
///    bottom safe area (8 pt from the bottom without one). SwiftUI adds Cancel when no button
///    has the cancel role. Estimates from screenshots, as is the radius 14.
/// 6. The drag indicator is 36 × 5 pt, 5 pt from the sheet's top, tertiary grey (estimates).
/// 7. A sheet dismisses when dragged down more than a quarter of its height (an estimate of
///    UIKit's threshold, which also weighs the drag's speed); a tap on the dimmed area does not
///    dismiss a sheet.
enum PresentationMetrics {
    static let sheetTopGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    static let presentingScale: CGFloat = 0.92
    static let sheetDimming = 0.4
    static let alertDimming = 0.2
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertTitleSize: CGFloat = 17
    static let alertMessageSize: CGFloat = 13
    static let alertTextSpacing: CGFloat = 2
    static let alertTopInset: CGFloat = 20
    static let alertSideInset: CGFloat = 16
    static let alertBottomInset: CGFloat = 20
    static let alertButtonHeight: CGFloat = 44
    static let dialogMargin: CGFloat = 8
    static let dialogButtonHeight: CGFloat = 57
    static let dialogButtonSize: CGFloat = 20
    static let dialogHeaderInset: CGFloat = 14
    static let dialogCornerRadius: CGFloat = 14
    static let dragIndicatorSize = CGSize(width: 36, height: 5)
    static let dragIndicatorTop: CGFloat = 5
    static let dismissDragFraction: CGFloat = 0.25
}
