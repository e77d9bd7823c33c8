import ArgumentParser
import CCairo
import Foundation
@_spi(Hosts) import Trellis
import TrellisCairo
import TrellisCompiler
import TrellisPreview
import TrellisSession

/// `trellis render --variants KIND`: one preview in every variant of one setting, side by side on
/// one sheet (Xcode's Variants mode, as a PNG): devices, Dynamic Type sizes, colour schemes,
/// orientations, size classes, layout directions, or languages (the app's, then Xcode's
/// pseudolanguages). The other flags hold for every cell.
enum VariantKind: String, CaseIterable, ExpressibleByArgument {
    case devices
    case dynamicType = "dynamic-type"
    case colorScheme = "color-scheme"
    case orientation
    case sizeClasses = "size-classes"
    case direction
    case languages
}

struct VariantSheet {
    /// One cell: a caption and the preview session it is laid out in.
    struct Variant {
        var caption: String
        var session: PreviewSession
    }

    /// The run's session with one setting changed per cell: the device presets (each with its
    /// own size, size classes and insets), Dynamic Type sizes, colour schemes, orientations (the
    /// device's insets turn with it), size classes, or directions.
    static func variants(_ kind: VariantKind, session base: PreviewSession) -> [Variant] {
        func with(_ change: (inout PreviewSession) -> Void) -> PreviewSession {
            var s = base
            change(&s)
            return s
        }
        func sizeText(_ s: CGSize) -> String { "\(WindowSize.format(s.width))×\(WindowSize.format(s.height))" }
        switch kind {
        case .devices:
            return DevicePreset.all.map { device in
                Variant(caption: "\(device.name) · \(sizeText(device.size))", session: with {
                    $0.device = device
                    $0.size = device.size
                    $0.safeAreaOverride = nil
                })
            }
        case .dynamicType:
            return EnvironmentOptions.DynamicType.allCases.map { type in
                Variant(caption: type.rawValue, session: with { $0.settings.dynamicTypeSize = type.size })
            }
        case .colorScheme:
            return [("light", ColorScheme.light), ("dark", .dark)].map { name, scheme in
                Variant(caption: name, session: with { $0.settings.colorScheme = scheme })
            }
        case .orientation:
            let size = base.size
            let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
            let landscape = CGSize(width: portrait.height, height: portrait.width)
            return [Variant(caption: "portrait · \(sizeText(portrait))", session: with { $0.size = portrait }),
                    Variant(caption: "landscape · \(sizeText(landscape))", session: with { $0.size = landscape })]
        case .sizeClasses:
            let classes: [PreviewSettings.SizeClassChoice] = [.compact, .regular]
            return classes.flatMap { h in
                classes.map { v in
                    Variant(caption: "\(h.rawValue) width · \(v.rawValue) height", session: with {
                        $0.settings.horizontalSizeClass = h
                        $0.settings.verticalSizeClass = v
                    })
                }
            }
        case .direction:
            return [("left to right", LayoutDirection.leftToRight), ("right to left", .rightToLeft)].map { name, direction in
                Variant(caption: name, session: with { $0.settings.layoutDirection = direction })
            }
        case .languages:
            let languages = [base.settings.locale] + (appLanguages().filter { $0 != base.settings.locale } + PreviewSettings.pseudolanguages).map(Optional.some)
            return languages.map { language in
                Variant(caption: language ?? "development language", session: with {
                    $0.settings.locale = language
                    $0.settings.layoutDirection = $0.settings.languageIsRightToLeft ? .rightToLeft : base.settings.layoutDirection
                })
            }
        }
    }

    /// The languages the previewed app has tables for: its bundle's `.lproj` folders but `Base`.
    static func appLanguages() -> [String] {
        guard let folder = AppStrings.bundle?.bundlePath, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }.sorted()
    }

    static let margin: CGFloat = 24, gap: CGFloat = 24, captionHeight: CGFloat = 26
    /// Cells wrap to a new row past this width (points), unless one cell alone is wider.
    static let rowWidth: CGFloat = 2600

    /// The cells' origins (caption tops) and the sheet's size, cells left to right in rows.
    static func arrange(_ sizes: [CGSize]) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x = margin, y = margin, rowHeight: CGFloat = 0, width: CGFloat = 0
        for s in sizes {
            if x > margin && x + s.width > rowWidth {
                x = margin
                y += rowHeight + gap
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += s.width + gap
            rowHeight = max(rowHeight, captionHeight + s.height)
            width = max(width, x - gap + margin)
        }
        return (origins, CGSize(width: width, height: y + rowHeight + margin))
    }

    /// Lays `view` out in every variant and paints the sheet to `url` at `scale`; the file's
    /// problems in any variant are reported as for one render.
    static func render(_ file: any PreviewDocument, preview: String?, variants: [Variant], scale: CGFloat, to url: URL, inputs: [String]) throws {
        // Each cell laid out first: a sized-to-fit preview's cell is the view's size.
        // Each made in its cell's language (texts take it when made).
        let layouts = variants.map { variant in
            variant.session.settings.applyLanguage()
            return variant.session.layout(file.makeView(preview: preview, placeholders: false))
        }
        let sizes = layouts.map(\.windowSize)
        let (origins, sheet) = arrange(sizes)
        let w = Int((sheet.width * scale).rounded(.up)), h = Int((sheet.height * scale).rounded(.up))
        guard w <= PNGRenderer.maximumPixelsPerSide, h <= PNGRenderer.maximumPixelsPerSide else {
            printError("error: the sheet would be \(w)×\(h) pixels (at most \(PNGRenderer.maximumPixelsPerSide) per side); use a smaller --scale or --size")
            throw ExitCode(1)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(w, 1)), Int32(max(h, 1)))!
        let image = RenderedImage(takingOwnershipOf: surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            printError("error: cannot make a \(w)×\(h) sheet (\(String(cString: cairo_status_to_string(cairo_surface_status(surface)))))")
            throw ExitCode(1)
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.9, 0.9, 0.92)
        cairo_paint(cr)
        for ((variant, layout), origin) in zip(zip(variants, layouts), origins) {
            let size = layout.windowSize
            // The caption, in the sheet's own (light) look.
            let caption = ResolvedTree(Text(variant.caption).font(.system(size: 13, weight: .semibold)).foregroundColor(Color(white: 0.3))
                                        .lineLimit(1).frame(width: size.width, height: captionHeight, alignment: .leading),
                                     environment: PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: scale))
            caption.layout(in: CGSize(width: size.width, height: captionHeight))
            paint(caption.displayList(), at: origin, size: CGSize(width: size.width, height: captionHeight), on: cr,
                  scale: scale, background: false)
            // The preview, in a window of the variant's size.
            let windowOrigin = CGPoint(x: origin.x, y: origin.y + captionHeight)
            paint(layout.displayList(), at: windowOrigin, size: size, on: cr, scale: scale, background: true)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.25)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, Double(windowOrigin.x * scale) - 0.5, Double(windowOrigin.y * scale) - 0.5,
                            Double(size.width * scale) + 1, Double(size.height * scale) + 1)
            cairo_stroke(cr)
        }
        file.reportSpentBudget(preview: preview)
        try PreviewRun.reportErrors(file)
        cairo_surface_flush(surface)
        do {
            try OutputFile.write(try image.pngData(), to: url.path, inputs: inputs)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }

    /// Paints a display list into the rectangle at `origin` (points) of the sheet, clipped to it.
    private static func paint(_ list: DisplayList, at origin: CGPoint, size: CGSize, on cr: OpaquePointer, scale: CGFloat, background: Bool) {
        cairo_save(cr)
        // Whole pixels, so the cell's content is snapped to the pixel grid as a window's is.
        cairo_translate(cr, Double((origin.x * scale).rounded()), Double((origin.y * scale).rounded()))
        cairo_rectangle(cr, 0, 0, Double((size.width * scale).rounded()), Double((size.height * scale).rounded()))
        cairo_clip(cr)
        CairoPainter.paint(list, on: cr, scale: scale, fillBackground: background)
        cairo_restore(cr)
    }
}
