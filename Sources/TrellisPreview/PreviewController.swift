import CCairo
import Foundation
import Trellis
import TrellisCairo
import TrellisHost
import TrellisSession

/// The previewer's state and behaviour: which file and preview are shown, in which environment
/// and at which size; it lays out, animates, paints and reacts to keys, resizes and file changes.
/// The run loop (PreviewApp) feeds it events and asks it to update.
final class PreviewController {
    let window: PreviewWindow
    let library: DocumentLibrary
    private let watcher: FileWatcher?
    private let logging: Bool
    /// What a click on a view opens (`--editor`).
    private let editor: EditorCommand?
    /// Device pixels per point.
    let scale: Double

    // What the person chose.
    private(set) var settings: PreviewSettings
    private(set) var device: DevicePreset?
    /// The device preset's size, swapped by `r`.
    private var deviceSize = CGSize.zero
    /// The person chose the size or device (on the command line, or with a device key or `r`):
    /// previews' `previewDevice` no longer changes it.
    private var personChoseDevice: Bool
    /// The device is the one the shown preview names (`previewDevice`), not the person's choice.
    private var deviceFromPreview = false
    /// The window's size in points before a preview's device replaced it, to go back to.
    private var sizeBeforePreviewDevice: CGSize?
    /// What the shown preview's `#Preview(traits:)` asks of the canvas.
    private var previewTraits = PreviewLayoutTraits()
    /// A sized-to-fit preview's canvas, measured by the last layout.
    private var fittedSize: CGSize?

    // The document.
    private var document: WindowDocument?
    /// What the last preview built without a fatal problem shows (interpreted views or a
    /// compiled preview in its host process), for the current file only.
    private var goodSource: PreviewSource?
    /// Which path files take (`--engine`); `auto` becomes `compiled` when a click on an
    /// interpreted preview asks it to run live.
    private var engine: EngineChoice
    private var goodPreviewNames: [String] = []
    private(set) var problems: [String] = []

    // The layout.
    private var viewLayout: (any LaidOutPreview)?
    private(set) var layoutChoice: EnvironmentChoice?
    private(set) var layoutSize = CGSize.zero
    private var viewIsNew = true
    /// The preview resolved in the last few environments, newest last (`keptEnvironments`).
    private var resolvedByChoice: [(choice: EnvironmentChoice, layout: any LaidOutPreview)] = []
    /// The four size-class combinations a drag can cross (PreviewHost keeps as many).
    static let keptEnvironments = 4
    /// Whether the trees of the other size classes are resolved while the window is idle (off
    /// once one spent the work budget or took over `resolveAheadLimitMS`, until the preview
    /// changes).
    private var resolvesAhead = true
    /// A step of resolving ahead holds up the next event as long as it takes.
    static let resolveAheadLimitMS = 100.0
    private(set) var displayList: DisplayList? {
        didSet { listChangedSinceLog = true }
    }
    /// Every view's frame for the `b` overlay, made when first needed after a layout.
    private var outlines: ViewOutlines?
    /// The visual lint of the last layout (shown in the status bar and on the outlines).
    private var layoutWarnings: [LayoutWarning] = []
    private var animation: LayoutAnimation?
    /// Scroll offsets carried across reloads, and the scroll indicators' timing.
    private let scroll = ScrollState()
    /// The last frame showed scroll indicators (one more frame clears them).
    private var indicatorsOnScreen = false

    // Presentation.
    private var statusVisible = true
    private var helpVisible = false
    private var outlinesVisible = false
    private var pointer: CGPoint?
    /// The left button as the live preview's pointer (LivePointer.swift).
    private var livePointer = LivePointer()
    /// The URL the last tapped link would open, shown in the status bar until the next event.
    private var openedURL: String?
    private(set) var lastLayoutMS = 0.0
    /// The part of `lastLayoutMS` spent resolving the view anew (0 when the tree was kept).
    private(set) var lastResolveMS = 0.0
    private(set) var lastPaintMS = 0.0
    /// What shadows and blurs rasterized, for the next frames (a resize moves them unchanged).
    private let effectRasters = EffectRasterCache()
    /// When the window last changed size, and whether the next frame answers a drag.
    private var lastResize = -Double.infinity
    private var dragFrame = false
    /// When a frame drawn approximately in motion is drawn again exactly (the motion stopped).
    private var settleDue: Double?
    /// Sizes closer together than this are one drag.
    static let dragInterval = 0.25
    /// How long after the last approximate frame the exact one is drawn.
    static let settleDelay = 0.12

    // Work to do on the next update.
    private var needsLayout = true
    private var needsPaint = true
    private var animateNextLayout = false
    private var logPending = false
    /// A compile was shown: the host for the next one starts after its frame (`HostProcess.prepareAhead`).
    private var preparesHostAfterFrame = false
    private var reloadDue: Double?
    private var folderRefreshDue: Double?
    /// When the last frame was painted (animation frames are paced from it).
    private var lastFrameTime = 0.0
    /// When the live preview last took an event or was shown anew, and last asked the host
    /// whether its tasks changed it (`pollLive`).
    private var lastLiveActivity = -Double.infinity
    private var lastPoll = -Double.infinity
    /// Set when the window should close, with the process exit status.
    private(set) var exitCode: Int32?

    /// How long after the last file event a reload happens: editors write in several steps.
    static let reloadDelay = 0.015
    /// How long after a file's write ended (closed, or renamed into place) its reload happens:
    /// the file is whole, and only a burst of saves is waited for.
    static let writtenReloadDelay = 0.002
    /// How often the loop looks whether a compile is done (a look is a lock and a read: its
    /// wake-ups cost nothing beside swiftc, and the new frame waits half of it on average).
    static let compileCheckInterval = 0.002
    /// Frame interval while animating.
    static let frameInterval = 1.0 / 60

    init(window: PreviewWindow, library: DocumentLibrary, watcher: FileWatcher?, configuration: PreviewConfiguration, scale: Double) {
        self.window = window
        self.library = library
        self.watcher = watcher
        self.logging = configuration.log
        editor = configuration.editor.map(EditorCommand.init(template:))
        self.scale = scale
        settings = configuration.settings
        settings.displayScale = scale
        engine = configuration.engine
        personChoseDevice = configuration.sizeChosen || configuration.device != nil
        if let preset = configuration.device {
            device = preset
            deviceSize = preset.size
        }
        loadCurrentFile(previewName: nil)
    }

    // MARK: - Geometry

    /// Where the layout sits in the window now.
    var placement: ContentPlacement {
        ContentPlacement(windowPixels: (window.pixelWidth, window.pixelHeight), scale: scale, canvas: canvas)
    }

    /// The preview's traits as the window applies them: an orientation turns a device's screen;
    /// a window at free size stays as the user made it.
    private var windowTraits: PreviewLayoutTraits {
        var traits = previewTraits
        if device == nil { traits.orientation = nil }
        return traits
    }

    /// A canvas of its own, or nil when the layout fills the window: a fixed layout's size, a
    /// sized-to-fit preview's ideal size (once measured), or the device's screen.
    private var canvas: CGSize? {
        switch previewTraits.canvas {
        case .fixed: return windowTraits.canvasSize(window: .zero)
        case .sizeThatFits: return fittedSize ?? (device == nil ? nil : deviceSize)
        case .window: return device == nil ? nil : windowTraits.canvasSize(window: deviceSize)
        }
    }

    /// The window's size in points.
    var windowPoints: CGSize { placement.windowPoints }

    /// The size the root is proposed: the window's, or the device's when a preset is active.
    var contentSize: CGSize { placement.contentSize }

    // MARK: - Events

    func handle(_ event: WindowEvent, now: Double) {
        switch event {
        case .resized:
            if device == nil { needsLayout = true }
            needsPaint = true
            // A size soon after the last one is a drag: its frame may be drawn approximately.
            dragFrame = now - lastResize < Self.dragInterval
            lastResize = now
        case .exposed:
            // The server lost what the window showed: all of it is painted again.
            lastPainted = nil
            needsPaint = true
        case .key(let key):
            // While a text field has the focus, keys type into it (Escape leaves it).
            if viewLayout?.editsText == true {
                if let event = LiveInput.event(for: key) { sendLive(event, now: now) }
            } else if let command = KeyCommand(key) {
                perform(command, now: now)
            }
        case .pointerMoved(let x, let y):
            pointer = CGPoint(x: x, y: y)
            if outlinesVisible { needsPaint = true }
            if let event = livePointer.moved(to: placement.contentPoint(fromPixel: CGPoint(x: x, y: y)), now: now) {
                sendLive(event, now: now)
            }
        case .wheel(let button, let x, let y, let shift):
            pointer = CGPoint(x: x, y: y)
            if let direction = WheelDirection(button: button, shift: shift), let viewLayout,
               scroll.wheel(direction, at: placement.contentPoint(fromPixel: CGPoint(x: x, y: y)), in: viewLayout,
                            zoom: placement.zoom, now: now) {
                needsLayout = true
            }
        case .pointerLeft:
            pointer = nil
            if outlinesVisible { needsPaint = true }
        case .buttonPressed(let button, let x, let y):
            if button == 1 { clicked(at: CGPoint(x: x, y: y), now: now) }
        case .buttonReleased(let button, let x, let y):
            if button == 1, let (event, tap) = livePointer.released(at: placement.contentPoint(fromPixel: CGPoint(x: x, y: y)), now: now) {
                sendLive(event, now: now, tap: tap)
            }
        case .closeRequested, .destroyed:
            exitCode = 0
        }
    }

    /// A click with outlines on: where the view under the pointer was written, on standard
    /// output (`FILE:LINE:COL: Type W×H`), and opened with `--editor` when one is given.
    /// Without outlines: a tap on the live preview.
    private func clicked(at pixel: CGPoint, now: Double) {
        pointer = pixel
        guard outlinesVisible else {
            if runsLiveOnClick() { return }
            sendLive(livePointer.pressed(at: placement.contentPoint(fromPixel: pixel), now: now), now: now)
            return
        }
        guard let viewLayout else { return }
        let outlines = self.outlines ?? ViewOutlines(viewLayout.tree, warnings: layoutWarnings)
        self.outlines = outlines
        guard let index = outlines.hovered(at: placement.contentPoint(fromPixel: pixel)) else { return }
        guard let line = outlines.clickLine(index), let source = outlines.sources[index] else {
            print("\(outlines.frames[index].type): no source location")
            fflush(nil)
            return
        }
        print(line)
        fflush(nil)
        editor?.open(source)
    }

    /// Hands an event to the live preview; the frame it answers with is shown at once.
    private func sendLive(_ event: LiveEvent, now: Double, tap: Bool = false) {
        guard let viewLayout else { return }
        lastLiveActivity = now
        let start = MonotonicClock.now()
        let taken: Bool
        do { taken = try viewLayout.send(event) } catch { hostFailed(error); return }
        if let message = viewLayout.liveError { problems = [message] }
        let opened = (viewLayout as? RemotePreview)?.openedURLs ?? []
        for url in opened { FileHandle.standardError.write(Data("open \(url)\n".utf8)) }
        if let url = opened.last { openedURL = url } else if case .press = event { openedURL = nil }
        if taken {
            // The change plays as the code asked (`withAnimation`, `.animation(_:value:)`), from
            // what is on screen now; without an animation it shows at once.
            let newList = viewLayout.displayList()
            if let change = viewLayout.eventAnimation, let current = displayedList(at: now) {
                animation = LayoutAnimation(from: current, to: newList, start: now, animation: change)
            } else {
                animation = nil
            }
            displayList = newList
            layoutWarnings = viewLayout.warnings
            outlines = nil
            needsPaint = true
        }
        if logging {
            let name = tap ? Self.describe(event).replacingOccurrences(of: "release@", with: "tap@") : Self.describe(event)
            print("live event=\(name) taken=\(taken ? 1 : 0) editing=\(viewLayout.editsText ? 1 : 0) ms=\(String(format: "%.1f", (MonotonicClock.now() - start) * 1000))")
            fflush(nil)
        }
    }

    /// When to ask the host next whether the preview changed on its own: a compiled preview's
    /// tasks and timers run in the host between requests. Often (20 times a second) for two
    /// seconds after an event or a load and while a view's task runs, else twice a second.
    private func pollDue(now: Double) -> Double? {
        guard let viewLayout, viewLayout is RemotePreview, goodSource != nil else { return nil }
        let busy = now - lastLiveActivity < 2 || viewLayout.hasPendingWork
        return lastPoll + (busy ? 0.05 : 0.5)
    }

    /// Asks the host; a frame that changed on its own is shown (animated when the code asked).
    private func pollLive(now: Double) {
        lastPoll = now
        guard let viewLayout else { return }
        let start = MonotonicClock.now()
        let changed: Bool
        do { changed = try viewLayout.poll() } catch { hostFailed(error); return }
        guard changed else { return }
        if let message = viewLayout.liveError { problems = [message] }
        let newList = viewLayout.displayList()
        if let (change, before) = viewLayout.takeUnplayedAnimation() {
            animation = LayoutAnimation(from: displayedList(at: now) ?? before, to: newList, start: now, animation: change)
        } else {
            animation = nil
        }
        displayList = newList
        layoutWarnings = viewLayout.warnings
        outlines = nil
        needsPaint = true
        if logging {
            print("live changed-on-its-own ms=\(String(format: "%.1f", (MonotonicClock.now() - start) * 1000))")
            fflush(nil)
        }
    }

    private static func describe(_ event: LiveEvent) -> String {
        switch event {
        case let .tap(p): return "tap@\(Int(p.x)),\(Int(p.y))"
        case let .type(text): return "type:\(text.count)"
        case let .key(key): return key.rawValue
        case let .drag(a, b): return "drag@\(Int(a.x)),\(Int(a.y))-\(Int(b.x)),\(Int(b.y))"
        case let .press(p, _): return "press@\(Int(p.x)),\(Int(p.y))"
        case let .move(p, _): return "move@\(Int(p.x)),\(Int(p.y))"
        case let .release(p, _): return "release@\(Int(p.x)),\(Int(p.y))"
        }
    }

    func perform(_ command: KeyCommand, now: Double) {
        if settings.apply(command, flippingAnyLayout: flippedAnyLayout()) {
            relayoutAnimated()
            return
        }
        if case .device = command { choseDevice() }
        if case .rotate = command { choseDevice() }
        switch command {
        case .device(let index):
            if let index, DevicePreset.all.indices.contains(index) {
                let preset = DevicePreset.all[index]
                device = preset
                deviceSize = preset.size
                requestWindowSize(preset.size)
            } else if device != nil {
                // Back to free size: the window takes the device's size, then follows drags again.
                device = nil
                requestWindowSize(deviceSize)
            }
            relayoutAnimated()
        case .rotate:
            if device != nil {
                deviceSize = CGSize(width: deviceSize.height, height: deviceSize.width)
                requestWindowSize(deviceSize)
            } else {
                let size = windowPoints
                requestWindowSize(CGSize(width: size.height, height: size.width))
            }
            relayoutAnimated()
        case .toggleOutlines:
            outlinesVisible.toggle()
            // The hover label shows each view's proposal as its parent made it: recorded while outlines are on.
            viewLayout?.recordsNegotiation = outlinesVisible
            outlines = nil
            needsLayout = true
        case .nextPreview:
            browse(forward: true)
        case .previousPreview:
            browse(forward: false)
        case .savePNG:
            savePNG()
        case .toggleHelp:
            helpVisible.toggle()
            needsPaint = true
        case .toggleStatusBar:
            statusVisible.toggle()
            needsPaint = true
        case .resetState:
            if let remote = viewLayout as? RemotePreview {
                try? remote.resetState()
                needsLayout = true
            }
        case .quit:
            exitCode = 0
        case .toggleAnyLayout, .cycleHorizontalSizeClass, .cycleVerticalSizeClass, .dynamicTypeUp, .dynamicTypeDown,
             .toggleLayoutDirection, .toggleColorScheme:
            break  // the settings' keys, applied above
        case .scrollPage(let page):
            if let viewLayout, scroll.page(page, at: pointer.map { placement.contentPoint(fromPixel: $0) }, in: viewLayout, now: now) {
                needsLayout = true
            }
        }
    }

    /// The stack form opposite to the one the first AnyLayout shows now (vertical when it lays its
    /// children out side by side, horizontal otherwise).
    private func flippedAnyLayout() -> AnyLayoutOverride {
        guard let tree = viewLayout?.tree, let node = tree.root.all.first(where: { $0.isAnyLayout == true && $0.children.count >= 2 })
        else { return layoutChoice?.horizontal == .regular ? .vertical : .horizontal }
        let a = node.children[0].frame.rect, b = node.children[1].frame.rect
        let sideBySide = abs(a.midX - b.midX) > abs(a.midY - b.midY)
        return sideBySide ? .vertical : .horizontal
    }

    private func relayoutAnimated() {
        needsLayout = true
        animateNextLayout = true
    }

    private func requestWindowSize(_ points: CGSize) {
        window.requestSize(width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }

    // MARK: - Files

    /// Called with the changes inotify reported.
    func filesChanged(_ changes: FileWatcher.Changes, now: Double) {
        var relevant = Set([library.currentFile])
        relevant.formUnion(document?.dependencies ?? [])
        let changed = changes.paths.intersection(relevant)
        if !changed.isEmpty {
            reloadDue = now + (changed.isSubset(of: changes.written) ? Self.writtenReloadDelay : Self.reloadDelay)
        }
        if library.folder != nil, changes.paths.contains(where: { $0.hasSuffix(".swift") }) {
            // Later, like reloads: an editor may move the file away for a moment while saving.
            folderRefreshDue = now + Self.reloadDelay
        }
    }

    /// A click on an interpreted preview: the interpreter runs no actions, so the file is
    /// compiled to run live from now on (the interpreted layout stays until the compile is done;
    /// the status bar says so). Not under `--engine interpreter`, which asked for the interpreter.
    private func runsLiveOnClick() -> Bool {
        guard engine == .auto, let viewLayout, !(viewLayout is RemotePreview), document?.compiling == nil else { return false }
        engine = .compiled
        if logging {
            print("live switch=compiled file=\(WindowDocument.shortName(library.currentFile))")
            fflush(nil)
        }
        loadCurrentFile(previewName: previewName)
        return true
    }

    /// Loads (or reloads) the current file; keeps the named preview when it still exists.
    private func loadCurrentFile(previewName: String?, previewIndex: Int? = nil) {
        let loaded = WindowDocument.load(path: library.currentFile, folder: library.folder, engine: engine)
        document = loaded
        pendingSelection = (previewName, previewIndex)
        if loaded.compiling != nil {
            // swiftc runs on its own thread; the last good layout stays until it is done.
            watcher?.watch(paths: [library.currentFile] + loaded.dependencies, folders: library.folder.map { [$0] } ?? [])
            needsPaint = true
            if logging {
                print("compile file=\(WindowDocument.shortName(library.currentFile)) started")
                fflush(nil)
            }
            return
        }
        adopt(loaded, previewName: previewName, previewIndex: previewIndex)
    }

    /// The preview asked for when the current load started (kept while it compiles).
    private var pendingSelection: (String?, Int?) = (nil, nil)

    /// A compile in flight finished: take its previews.
    private func compileFinished() {
        guard var loaded = document, let job = loaded.compiling else { return }
        loaded.finishCompile()
        document = loaded
        preparesHostAfterFrame = true
        if logging {
            print("compile file=\(WindowDocument.shortName(library.currentFile)) \(loaded.failed ? "failed" : "ok") ms=\(Int((job.seconds * 1000).rounded()))")
            fflush(nil)
        }
        // A folder opens on its first file with a preview, not on a helper that has none.
        if loaded.failed, !showedPreview, let first = loaded.filesWithPreviews.first, library.select(first) {
            return loadCurrentFile(previewName: nil)
        }
        adopt(loaded, previewName: pendingSelection.0, previewIndex: pendingSelection.1)
    }

    /// Whether a preview has been shown since the window opened.
    private var showedPreview = false

    /// Shows a loaded (or compiled) document: its preview becomes the good one, or its problems
    /// go over the last good layout.
    private func adopt(_ loaded: WindowDocument, previewName: String?, previewIndex: Int?) {
        problems = loaded.problems
        if loaded.failed {
            // Keep the last good layout on screen under the banner; nothing else to build.
            needsPaint = true
        } else {
            let names = loaded.previewNames
            var index = previewIndex ?? library.previewIndex
            if let previewName, let i = names.firstIndex(of: previewName) { index = i }
            if index < 0 { index = names.count - 1 }
            library.previewIndex = min(max(index, 0), max(names.count - 1, 0))
            goodPreviewNames = names
            showedPreview = true
            show(loaded, preview: library.previewIndex)
        }
        watcher?.watch(paths: [library.currentFile] + loaded.dependencies, folders: library.folder.map { [$0] } ?? [])
        updateTitle()
        if logging {
            var line = "load file=\(WindowDocument.shortName(library.currentFile)) \(loaded.failed ? "failed" : "ok")"
            line += " previews=\(loaded.previewNames.count) problems=\(loaded.problems.count)"
            if let first = loaded.problems.first { line += " first=\"\(first)\"" }
            print(line)
            fflush(nil)
        }
    }

    /// Tab / Shift+Tab: the next or previous preview, crossing into the next or previous file.
    private func browse(forward: Bool) {
        scroll.forget()
        let count = goodPreviewNames.count
        let index = library.previewIndex + (forward ? 1 : -1)
        if index >= 0 && index < count {
            library.previewIndex = index
            if let document, !document.failed { show(document, preview: index) }
            updateTitle()
            return
        }
        if library.files.count > 1 {
            library.moveFile(by: forward ? 1 : -1)
            dropGoodLayout()
            loadCurrentFile(previewName: nil, previewIndex: forward ? 0 : -1)
        } else {
            loadCurrentFile(previewName: nil, previewIndex: forward ? 0 : -1)
        }
    }

    /// Makes the preview at `index` of `loaded` the one laid out next, with its canvas traits.
    private func show(_ loaded: WindowDocument, preview index: Int) {
        // A reload may come from an image the rasters drew having changed.
        effectRasters.removeAll()
        goodSource = loaded.source(index)
        previewTraits = loaded.traits(index)
        fittedSize = nil
        viewIsNew = true
        needsLayout = true
        adoptPreviewDevice()
    }

    /// A preview that names a device (`previewDevice("iPhone SE (3rd generation)")`) is shown on
    /// the nearest preset, as its device key would show it, unless the person chose a size or a
    /// device; a preview that names none after one that did goes back to the window as it was.
    private func adoptPreviewDevice() {
        guard !personChoseDevice else { return }
        if let name = previewTraits.device, let preset = DevicePreset.nearest(toDeviceNamed: name) {
            guard device != preset || !deviceFromPreview else { return }
            if !deviceFromPreview { sizeBeforePreviewDevice = windowPoints }
            device = preset
            deviceSize = preset.size
            deviceFromPreview = true
            requestWindowSize(preset.size)
        } else if deviceFromPreview {
            device = nil
            deviceFromPreview = false
            if let size = sizeBeforePreviewDevice { requestWindowSize(size) }
            sizeBeforePreviewDevice = nil
        }
    }

    /// A device key or `r`: from now on the person's choice holds over the previews' devices.
    private func choseDevice() {
        personChoseDevice = true
        deviceFromPreview = false
        sizeBeforePreviewDevice = nil
    }

    private func dropGoodLayout() {
        goodSource = nil
        goodPreviewNames = []
        viewLayout = nil
        displayList = nil
        outlines = nil
        animation = nil
        layoutChoice = nil
    }

    private var previewName: String? {
        goodPreviewNames.indices.contains(library.previewIndex) ? goodPreviewNames[library.previewIndex] : nil
    }

    private func updateTitle() {
        var title = "Trellis - " + WindowDocument.shortName(library.currentFile)
        if library.files.count > 1 { title += " [\(library.fileIndex + 1)/\(library.files.count)]" }
        if let previewName {
            title += " - " + previewName
            if goodPreviewNames.count > 1 { title += " (\(library.previewIndex + 1)/\(goodPreviewNames.count))" }
        }
        window.setTitle(title)
    }

    // MARK: - Update

    /// Does what is due: reload, layout, animation frame, paint, log line.
    func update(now: Double) {
        // Each round of work (reload, layout, paint) has the whole budget of time and memory.
        WorkBudget.begin()
        defer { WorkBudget.end() }
        if let held = livePointer.tick(now: now) { sendLive(held, now: now) }
        if let due = pollDue(now: now), now >= due { pollLive(now: now) }
        if let due = folderRefreshDue, now >= due {
            folderRefreshDue = nil
            if library.refresh() {
                dropGoodLayout()
                loadCurrentFile(previewName: nil, previewIndex: 0)
            } else {
                updateTitle()
            }
        }
        if let job = document?.compiling, job.outcome != nil {
            compileFinished()
        }
        if let due = reloadDue, now >= due {
            reloadDue = nil
            let name = previewName
            loadCurrentFile(previewName: name)
        }
        if needsLayout {
            relayout(now: now)
        }
        var finished: LayoutAnimation?
        if let animation {
            // One frame per frame interval, however often the loop wakes up.
            if now >= lastFrameTime + Self.frameInterval * 0.9 { needsPaint = true }
            if animation.isFinished(at: now) {
                finished = animation
                self.animation = nil
                needsPaint = true
            }
        }
        if let due = settleDue, now >= due {
            // The motion stopped: the frame it left approximate is drawn exactly.
            settleDue = nil
            needsPaint = true
        }
        if scroll.isShowingIndicators(now: now) || indicatorsOnScreen, now >= lastFrameTime + Self.frameInterval * 0.9 {
            needsPaint = true
        }
        if needsPaint {
            // Painting (the last good layout and the banner, when loading ran out) has a budget of its own.
            WorkBudget.begin()
            paint(now: now)
            paintedSinceLog = true
            lastFrameTime = now
            if animation != nil { animation?.frames += 1 }
        }
        if let finished, logging {
            print("animation frames=\(finished.frames + 1) duration_ms=\(Int(((now - finished.start) * 1000).rounded()))")
            fflush(nil)
        }
        if logPending {
            logPending = false
            if logging { logLine() }
        } else if needsPaint == false, logging, paintedSinceLog, listChangedSinceLog || lastPaintedShare < 1 {
            // A frame of a change without a new layout (a live change, an animation): what it
            // painted, once it is on screen. Not every frame of a scroll indicator's fade.
            window.frameBuffer.finishReading()
            print("paint painted=\(String(format: "%.3f", lastPaintedShare)) paint_ms=\(PreviewFormat.milliseconds(lastPaintMS))")
            fflush(nil)
        }
        if paintedSinceLog { listChangedSinceLog = false }
        paintedSinceLog = false
        if !needsLayout && !needsPaint && animation == nil, let ahead = sessionsToResolveAhead().first {
            resolveAhead(ahead)
        }
        if preparesHostAfterFrame && !needsLayout && !needsPaint {
            // The host for the next save starts once the new code's first frame is shown, so
            // its warm-up takes no core from that frame.
            preparesHostAfterFrame = false
            HostProcess.prepareAhead()
        }
    }

    /// Milliseconds poll(2) may sleep before the next update is due (-1: until an event).
    func pollTimeout(now: Double) -> Int32 {
        var deadline = Double.infinity
        if animation != nil { deadline = max(now, lastFrameTime + Self.frameInterval) }
        if let reloadDue { deadline = min(deadline, reloadDue) }
        if let folderRefreshDue { deadline = min(deadline, folderRefreshDue) }
        if scroll.isShowingIndicators(now: now) || indicatorsOnScreen { deadline = min(deadline, max(now, lastFrameTime + Self.frameInterval)) }
        if document?.compiling != nil { deadline = min(deadline, now + Self.compileCheckInterval) }
        if let due = livePointer.holdDue { deadline = min(deadline, due) }
        if let settleDue { deadline = min(deadline, settleDue) }
        if let due = pollDue(now: now) { deadline = min(deadline, max(now, due)) }
        if needsLayout || needsPaint { deadline = now }
        if animation == nil && !sessionsToResolveAhead().isEmpty { deadline = now }
        guard deadline.isFinite else { return -1 }
        return Int32(max(0, ((deadline - now) * 1000).rounded(.up)))
    }

    private func relayout(now: Double) {
        needsLayout = false
        let animate = animateNextLayout
        animateNextLayout = false
        guard let source = goodSource else {
            // Nothing new to show (a failed load or compile): the last layout stays on screen.
            needsPaint = true
            return
        }
        // A sized-to-fit preview is measured in the window's (or device's) environment, not its own size.
        let size = previewTraits.canvas == .sizeThatFits
            ? (device == nil ? windowPoints : windowTraits.canvasSize(window: deviceSize)) : contentSize
        let start = MonotonicClock.now()
        // The same session `trellis layout --device … --size …` lays out with.
        let session = PreviewSession(settings: settings, device: device, size: size, traits: windowTraits,
                                     backend: CairoBackend.backend())
        let choice = session.choice
        var environmentChanged = false
        lastResolveMS = 0
        if viewLayout == nil || viewIsNew || choice != layoutChoice {
            environmentChanged = !viewIsNew && layoutChoice != nil && choice != layoutChoice
            if viewIsNew {
                resolvedByChoice = []
                resolvesAhead = true
            }
            // A drag to and fro across a size-class breakpoint finds the tree of the other side
            // resolved already (unless it scrolled elsewhere): laying it out again is incremental.
            if let kept = resolvedByChoice.first(where: { $0.choice == choice })?.layout,
               kept.scrollOffsets == (viewLayout?.scrollOffsets ?? [:]) {
                viewLayout = kept
            } else {
                let fresh = source.resolve(in: session)
                scroll.carry(from: viewLayout, into: fresh, preview: library.currentFile + "#" + (previewName ?? ""))
                viewLayout = fresh
                // A compiled preview's trees are kept by its host process (PreviewHost).
                if fresh is ResolvedTree {
                    resolvedByChoice.removeAll { $0.choice == choice }
                    resolvedByChoice.append((choice, fresh))
                    if resolvedByChoice.count > Self.keptEnvironments { resolvedByChoice.removeFirst() }
                }
                lastResolveMS = (MonotonicClock.now() - start) * 1000
            }
            layoutChoice = choice
            viewIsNew = false
            lastLiveActivity = now
        }
        guard let viewLayout else { return }
        viewLayout.recordsNegotiation = outlinesVisible
        let placedSize: CGSize
        do {
            placedSize = try viewLayout.place(in: session)
        } catch {
            hostFailed(error)
            return
        }
        if previewTraits.canvas == .sizeThatFits { fittedSize = placedSize }
        if let message = WorkBudget.exceeded {
            budgetSpent(message)
            return
        }
        let newList = viewLayout.displayList()
        layoutWarnings = viewLayout.warnings
        lastLayoutMS = (MonotonicClock.now() - start) * 1000
        layoutSize = placedSize
        outlines = nil

        // A change the preview animated on its own (an `onAppear`'s `withAnimation`) plays from
        // where it started; a key or a size-class breakpoint animates; a plain resize retargets
        // a running animation.
        if let (change, start) = viewLayout.takeUnplayedAnimation() {
            animation = LayoutAnimation(from: start, to: newList, start: now, animation: change)
        } else if (animate || environmentChanged), let current = displayedList(at: now) {
            animation = LayoutAnimation(from: current, to: newList, start: now)
        } else if animation != nil {
            animation?.to = newList
        }
        displayList = newList
        // Evaluating in a new environment may have reached code with errors of its own.
        if let document, !document.failed { problems = document.problems }
        needsPaint = true
        logPending = true
    }

    // MARK: Resolving ahead

    /// The sessions of the other size-class pairs that have no kept tree yet, each at the size a
    /// drag from the window's size reaches it. Only for an interpreted preview that follows the
    /// window's free size (a device preset, a forced size class or a canvas of its own does not
    /// change environment in a drag; a compiled preview's host resolves its own ahead).
    private func sessionsToResolveAhead() -> [PreviewSession] {
        guard resolvesAhead, !viewIsNew, case .view? = goodSource, viewLayout is ResolvedTree, device == nil,
              previewTraits.canvas == .window, let current = layoutChoice,
              current.horizontalOrigin == .auto, current.verticalOrigin == .auto else { return [] }
        let size = contentSize
        let regularWidth = PreviewSettings.horizontalRegularWidth, regularHeight = PreviewSettings.verticalRegularHeight
        var sessions: [PreviewSession] = []
        for horizontal in [UserInterfaceSizeClass.compact, .regular] {
            for vertical in [UserInterfaceSizeClass.compact, .regular] {
                let reached = CGSize(width: horizontal == .regular ? max(size.width, regularWidth) : min(size.width, regularWidth - 1),
                                     height: vertical == .regular ? max(size.height, regularHeight) : min(size.height, regularHeight - 1))
                let session = PreviewSession(settings: settings, device: nil, size: reached, traits: windowTraits,
                                             backend: CairoBackend.backend())
                let choice = session.choice
                if choice != current && !resolvedByChoice.contains(where: { $0.choice == choice }) { sessions.append(session) }
            }
        }
        return sessions
    }

    /// Resolves and lays out the preview in `session` while the window is idle and keeps the tree
    /// with the others: the first drag across a size-class breakpoint then lays out a kept tree
    /// (a few milliseconds) instead of resolving one (AdaptiveCards: 7 ms more on that frame). A
    /// tree that spends the work budget is not kept; after it, or after a slow step, nothing more
    /// is resolved ahead until the preview changes.
    private func resolveAhead(_ session: PreviewSession) {
        guard case let .view(view)? = goodSource else { return }
        let start = MonotonicClock.now()
        WorkBudget.begin()
        let tree = session.resolve(view)
        session.place(tree)
        if (MonotonicClock.now() - start) * 1000 > Self.resolveAheadLimitMS { resolvesAhead = false }
        guard WorkBudget.exceeded == nil else {
            resolvesAhead = false
            return
        }
        resolvedByChoice.append((session.choice, tree))
        if resolvedByChoice.count > Self.keptEnvironments { resolvedByChoice.removeFirst() }
        // What the evaluation in that environment found is the file's, as when a drag gets there.
        if let document, !document.failed, document.problems != problems {
            problems = document.problems
            needsPaint = true
        }
    }

    /// The work budget ran out while loading or laying out: its located error goes in the banner
    /// and the last good layout stays (until the next save or key starts again).
    private func budgetSpent(_ message: String) {
        if let file = document?.file {
            file.reportAtPreview(previewName, message)
            problems = document?.problems ?? [message]
        } else {
            problems = [message]
        }
        document?.markFailed()
        goodSource = nil
        viewLayout = nil
        outlines = nil
        needsPaint = true
        if logging {
            print("budget spent file=\(WindowDocument.shortName(library.currentFile)) error=\"\(message)\"")
            fflush(nil)
        }
    }

    /// The compiled preview's process trapped, hung or died: its error goes in the banner, the
    /// last good layout stays, and the next save that compiles starts a new process.
    private func hostFailed(_ error: Error) {
        let message = (error as? HostFailure).map { WindowDocument.problem($0.diagnostic, naming: $0.diagnostic.file != library.currentFile) } ?? "\(error)"
        problems = [message]
        document?.markFailed()
        goodSource = nil
        viewLayout = nil
        outlines = nil
        needsPaint = true
        if logging {
            print("host failed file=\(WindowDocument.shortName(library.currentFile)) error=\"\(message)\"")
            fflush(nil)
        }
    }

    /// What is on screen at `time`: the animation's in-between list or the current one.
    private func displayedList(at time: Double) -> DisplayList? {
        if let animation { return animation.list(at: time) }
        return displayList
    }

    // MARK: - Painting

    private func paint(now: Double) {
        needsPaint = false
        let start = MonotonicClock.now()
        // An absurdly large window is drawn only up to 16384 pixels wide and 64 megapixels in all.
        let width = min(window.pixelWidth, 16384)
        let height = min(window.pixelHeight, max(1, (64 << 20) / width))
        guard let surface = window.frameBuffer.prepare(width: width, height: height) else { return }
        var outlines: ViewOutlines?
        if outlinesVisible, let viewLayout {
            outlines = self.outlines ?? ViewOutlines(viewLayout.tree, warnings: layoutWarnings)
            self.outlines = outlines
        }
        var banner: (String, [String])?
        if document?.compiling != nil {
            banner = (WindowDocument.shortName(library.currentFile) + ": compiling with swiftc…", problems)
        } else if !problems.isEmpty {
            let failed = document?.failed ?? false
            banner = (WindowDocument.shortName(library.currentFile)
                          + (failed ? (displayList != nil ? ": showing the last good layout" : ": nothing to show") : ": problems"),
                      problems)
        }
        var statusFields: [String]?
        if statusVisible {
            let placement = self.placement
            let choice = layoutChoice ?? EnvironmentChoice(settings: settings, device: device, size: placement.contentSize)
            // The paint time shown is the previous frame's: this one is still being measured.
            let live: StatusBar.LiveStatus? = viewLayout.map {
                $0 is RemotePreview ? ($0.editsText ? .editing : openedURL.map { .opened($0) } ?? .live)
                    : document?.compiling != nil ? .compilingToRunLive : engine == .interpreter ? .interpreterOnly : .atRest
            }
            statusFields = StatusBar.fields(size: placement.contentSize, device: device?.name, zoom: placement.zoom,
                                            choice: choice, layoutMS: lastLayoutMS, paintMS: lastPaintMS,
                                            warnings: layoutWarnings.count, live: live)
        }
        let motion = animation != nil || dragFrame ? PaintMotion() : nil
        dragFrame = false
        let contents = FrameContents(placement: placement, list: displayedList(at: now), motion: motion,
                                     colorScheme: settings.colorScheme,
                                     outlines: outlines, pointer: pointer, banner: banner, helpVisible: helpVisible,
                                     statusFields: statusFields,
                                     obstructions: DeviceObstructions(device: device, size: placement.contentSize),
                                     scrollIndicators: viewLayout.map { scroll.indicators(in: $0, colorScheme: settings.colorScheme, now: now) } ?? [])
        indicatorsOnScreen = !contents.scrollIndicators.isEmpty
        // Only what changed since the last frame painted, when that is little (FrameDamage).
        let damage = lastPainted.flatMap { $0.rectangles(to: FrameDamage(contents, approximated: false)) }
        if damage?.isEmpty != true, let cr = cairo_create(surface) {
            // Each rectangle alone, so that the painter skips what lies outside it.
            let clips: [CGRect?] = damage ?? [nil]
            for r in clips {
                cairo_save(cr)
                if let r {
                    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                    cairo_clip(cr)
                }
                FrameComposer.draw(contents, on: cr, rasters: effectRasters)
                cairo_restore(cr)
            }
            cairo_destroy(cr)
            window.frameBuffer.present(damage)
        }
        let approximated = (motion?.approximations ?? 0) > 0
        if approximated { settleDue = now + Self.settleDelay }
        lastPainted = FrameDamage(contents, approximated: approximated)
        lastPaintedShare = damage.map { $0.reduce(0) { $0 + $1.width * $1.height } / Double(max(width * height, 1)) } ?? 1
        lastPaintMS = (MonotonicClock.now() - start) * 1000
    }

    /// The last frame painted, which the next one paints over (nil: the next one paints it all).
    private var lastPainted: FrameDamage?
    /// The share of the window the last paint covered (1: all of it).
    private var lastPaintedShare = 1.0
    /// A frame was painted in this turn of the loop.
    private var paintedSinceLog = false
    /// The display list changed since the last frame painted.
    private var listChangedSinceLog = false

    // MARK: - Log and PNG

    private func logLine() {
        guard let choice = layoutChoice else { return }
        // What the line says is on screen is: a screenshot taken on reading it shows the frame.
        window.frameBuffer.finishReading()
        let file = WindowDocument.shortName(library.currentFile)
        var line = "layout size=\(PreviewFormat.size(layoutSize)) window=\(window.pixelWidth)x\(window.pixelHeight)px"
        if let device { line += " device=\(device.id)" }
        line += " \(choice.logFields) file=\(file) preview=\(library.previewIndex + 1)"
        line += " errors=\(problems.count) warnings=\(layoutWarnings.count)"
        if let viewLayout, let field = ScrollState.logField(viewLayout) { line += " " + field }
        line += " layout_ms=\(PreviewFormat.milliseconds(lastLayoutMS)) paint_ms=\(PreviewFormat.milliseconds(lastPaintMS))"
        line += " resolve_ms=\(PreviewFormat.milliseconds(lastResolveMS))"
        line += " painted=\(String(format: "%.3f", lastPaintedShare))"
        // A compiled preview's layout includes the trip to its process; host_ms is the part spent there.
        if let remote = viewLayout as? RemotePreview { line += " host_ms=\(PreviewFormat.milliseconds(remote.hostMS))" }
        print(line)
        fflush(nil)
    }

    private func savePNG() {
        guard let viewLayout, displayList != nil else {
            print("nothing to save: the file has no layout yet")
            fflush(nil)
            return
        }
        let exporter = PNGExporter(layoutFile: library.currentFile, previewName: previewName, size: layoutSize)
        do {
            let path = try exporter.write(try viewLayout.image(scale: scale).pngData(), inputs: document?.dependencies ?? [])
            print("saved \(path)")
        } catch {
            print("could not save a PNG: \(error)")
        }
        fflush(nil)
    }
}
