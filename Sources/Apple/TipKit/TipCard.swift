// The default look of a tip, as iOS 17 draws an inline TipView at rest — facts and estimates:
// 1. A rounded card (13-pt continuous corners) on the secondary system background (242,242,247
//    in light mode; `tipBackground` replaces it), `tipCornerRadius` changing the corners.
// 2. Inside 16 pt of padding: the image at the leading edge, tinted with the accent colour, in a
//    36 × 36 frame (aspect-fit; `tipImageSize` sets the frame), 12 pt before the text; the title
//    in headline and 4 pt under it the message in subheadline, secondary; the close button, an
//    `xmark` (15 pt, semibold, tertiary), at the top trailing corner, labelled "Close" for VoiceOver. Closing
//    invalidates the tip (`.tipClosed`).
// 3. Each action under a full-width divider: a button in the accent colour, its label in body,
//    leading, 16 pt from the sides and 11 pt above and below.
// 4. An arrow (`arrowEdge`): a 20 × 10 triangle of the card's background outside that edge,
//    centred on it, pointing away from the card.
// Every length is an estimate from iOS 17 screenshots (TipKit does not publish them).
import SwiftUI

/// The lengths of the facts above.
enum TipMetrics {
    static let padding: CGFloat = 16
    static let cornerRadius: CGFloat = 13
    static let imageSize = CGSize(width: 36, height: 36)
    static let imageSpacing: CGFloat = 12
    static let textSpacing: CGFloat = 4
    static let closeSize: CGFloat = 15
    static let actionVerticalPadding: CGFloat = 11
    static let arrowWidth: CGFloat = 20
    static let arrowHeight: CGFloat = 10
    static let popoverWidth: CGFloat = 320
}

/// The card's content (facts 2 and 3), without its background.
struct TipCardContent: View {
    let configuration: TipViewStyleConfiguration
    let imageSize: CGSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: TipMetrics.imageSpacing) {
                if let image = configuration.image {
                    image.resizable().aspectRatio(contentMode: .fit)
                        .frame(width: imageSize.width, height: imageSize.height)
                        .foregroundStyle(Color.accentColor)
                }
                VStack(alignment: .leading, spacing: TipMetrics.textSpacing) {
                    if let title = configuration.title {
                        title.font(.headline).foregroundStyle(.primary)
                    }
                    if let message = configuration.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .fixedSize(horizontal: false, vertical: true)
                Button {
                    configuration.tip.invalidate(reason: .tipClosed)
                } label: {
                    Image(systemName: "xmark").font(.system(size: TipMetrics.closeSize, weight: .semibold)).foregroundStyle(.tertiary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(Text(verbatim: "Close"))
            }
            .padding(TipMetrics.padding)
            ForEach(configuration.actions) { action in
                Divider()
                Button {
                    action.handler()
                } label: {
                    action.label().frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(.horizontal, TipMetrics.padding)
                .padding(.vertical, TipMetrics.actionVerticalPadding)
            }
        }
    }
}

/// The default tip card: the content on its background, with its arrow (facts 1 and 4).
struct TipCard: View {
    let configuration: TipViewStyleConfiguration
    let arrowEdge: Edge?
    let defaultBackground: Color
    @Environment(\.tipAppearance) private var appearance

    var body: some View {
        let style = appearance.background ?? AnyShapeStyle(defaultBackground)
        let shape = RoundedRectangle(cornerRadius: appearance.cornerRadius ?? TipMetrics.cornerRadius, style: .continuous)
        let card = TipCardContent(configuration: configuration, imageSize: appearance.imageSize ?? TipMetrics.imageSize)
            .background(style, in: shape)
        switch arrowEdge {
        case .top?:
            VStack(spacing: 0) { TipArrow(edge: .top).fill(style).frame(width: TipMetrics.arrowWidth, height: TipMetrics.arrowHeight); card }
        case .bottom?:
            VStack(spacing: 0) { card; TipArrow(edge: .bottom).fill(style).frame(width: TipMetrics.arrowWidth, height: TipMetrics.arrowHeight) }
        case .leading?:
            HStack(spacing: 0) { TipArrow(edge: .leading).fill(style).frame(width: TipMetrics.arrowHeight, height: TipMetrics.arrowWidth); card }
        case .trailing?:
            HStack(spacing: 0) { card; TipArrow(edge: .trailing).fill(style).frame(width: TipMetrics.arrowHeight, height: TipMetrics.arrowWidth) }
        case nil:
            card
        }
    }
}

/// A triangle pointing out of the card through `edge`.
struct TipArrow: Shape {
    let edge: Edge

    func path(in rect: CGRect) -> Path {
        var path = Path()
        switch edge {
        case .top:
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        case .bottom:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        case .leading:
            path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        case .trailing:
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        }
        path.closeSubpath()
        return path
    }
}
