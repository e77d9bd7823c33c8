import CoreGraphics
import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import UIKit

/// Counts what a share sheet asks an item source.
private final class CountingItemSource: NSObject, UIActivityItemSource {
    var placeholderRequests = 0
    var itemRequests: [UIActivity.ActivityType?] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderRequests += 1
        return "placeholder"
    }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        itemRequests.append(activityType)
        return "item for \(activityType?.rawValue ?? "none")"
    }
}

/// An app's own activity that records what it is given and finishes when performed.
private final class SaveToNotesActivity: UIActivity, @unchecked Sendable {
    let canPerformAnswer: Bool
    var canPerformItems: [[String]] = []
    var preparedItems: [String] = []
    var performed = 0
    init(canPerform: Bool) {
        canPerformAnswer = canPerform
        super.init()
    }
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.saveToNotes") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        canPerformItems.append(activityItems.compactMap { $0 as? String })
        return canPerformAnswer
    }
    override func prepare(withActivityItems activityItems: [Any]) { preparedItems = activityItems.compactMap { $0 as? String } }
    override func perform() {
        performed += 1
        activityDidFinish(true)
    }
}

private final class TabRecorder: NSObject, UITabBarControllerDelegate {
    var allowed = true
    var events: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("should \(viewController.title ?? "")")
        return allowed
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("did \(viewController.title ?? "")")
    }
}

/// Pages numbered 0...2, as an onboarding screen's data source gives them.
private final class NumberedPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController] = (0..<3).map { index in
        let page = UIViewController()
        page.title = "\(index)"
        return page
    }
    var events: [String] = []
    func index(of page: UIViewController) -> Int { pages.firstIndex { $0 === page } ?? -1 }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = index(of: viewController)
        return index > 0 ? pages[index - 1] : nil
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = index(of: viewController)
        return index < pages.count - 1 ? pages[index + 1] : nil
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("will " + pendingViewControllers.map { $0.title ?? "" }.joined())
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        events.append("did \(finished) from " + previousViewControllers.map { $0.title ?? "" }.joined() + " \(completed)")
    }
}

private final class CalendarRecorder: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate,
    UICalendarSelectionMultiDateDelegate {
    var decorationRequests: [Int] = []
    var selected: [DateComponents?] = []
    var multiEvents: [String] = []
    var refusedDay: Int?
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        decorationRequests.append(dateComponents.day ?? 0)
        return dateComponents.day == 14 ? .default(color: .systemRed, size: .large) : nil
    }
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        selected.append(dateComponents)
    }
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        dateComponents?.day != refusedDay
    }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        multiEvents.append("select \(dateComponents.day ?? 0)")
    }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        multiEvents.append("deselect \(dateComponents.day ?? 0)")
    }
}

private final class FontPickerRecorder: NSObject, UIFontPickerViewControllerDelegate {
    var picked: [String] = []
    var cancels = 0
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        picked.append(viewController.selectedFontDescriptor?.postscriptName ?? "")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { cancels += 1 }
}

/// A controller that lists its own shortcuts, as apps override `keyCommands`.
private final class ShortcutsController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close"))]
    }
}

/// The UIKit controllers and controls SwiftUI apps wrap or present: alerts, share sheets, tab bar
/// and page controllers, the calendar view, the font picker, keyboard shortcuts and the value
/// controls work as UIKit's do, with nobody tapping.
@Suite struct UIKitControllersTests {
    private func day(_ day: Int) -> DateComponents { DateComponents(year: 2025, month: 3, day: day) }

    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    // MARK: Alerts

    @Test func anAlertKeepsItsActionsTextFieldsAndPreferredAction() {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name", preferredStyle: .alert)
        #expect(alert.title == "Rename" && alert.message == "Enter a new name" && alert.preferredStyle == .alert)
        #expect(alert.textFields == nil && alert.actions.isEmpty && alert.popoverPresentationController == nil)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Draft"
        }
        alert.addTextField()
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let save = UIAlertAction(title: "Save", style: .default) { _ in }
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(save)
        alert.addAction(delete)
        alert.preferredAction = save
        #expect(alert.actions.map(\.title) == ["Cancel", "Save", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .default, .destructive])
        #expect(alert.preferredAction === save && save.isEnabled)
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil] && alert.textFields?.first?.text == "Draft")
        // An action sheet is a popover on the iPad, so iPad code finds its popover controller.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover && sheet.popoverPresentationController != nil)
    }

    @Test func tappingAnActionDismissesTheAlertThenCallsTheHandler() {
        let root = UIViewController()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var events: [String] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            events.append("handler \(action.title ?? "") presented \(root.presentedViewController != nil)")
        }
        alert.addAction(delete)
        var presented = 0
        root.present(alert, animated: true) { presented += 1 }
        #expect(root.presentedViewController === alert && alert.presentingViewController === root && presented == 1)
        delete.isEnabled = false
        #expect(!delete._perform() && events.isEmpty && root.presentedViewController === alert)
        delete.isEnabled = true
        #expect(delete._perform())
        #expect(events == ["handler Delete presented false"] && alert.presentingViewController == nil)
    }

    @Test func aSecondCancelActionTraps() async {
        await #expect(processExitsWith: .failure) {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        }
    }

    // MARK: Share sheets

    @Test func activityTypesHaveApplesIdentifiers() {
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        #expect(UIActivity.ActivityType.postToTencentWeibo.rawValue == "com.apple.UIKit.activity.TencentWeibo")
        #expect(UIActivity.ActivityType.collaborationCopyLink.rawValue == "com.apple.UIKit.activity.CollaborationCopyLink")
        #expect(UIActivity.ActivityType.addToHomeScreen == UIActivity.ActivityType(rawValue: "com.apple.UIKit.activity.AddToHomeScreen"))
        #expect(UIActivity.activityCategory == .action && SaveToNotesActivity.activityCategory == .share)
        let plain = UIActivity()
        #expect(plain.activityType == nil && plain.activityTitle == nil && !plain.canPerform(withActivityItems: ["text"]))
    }

    @Test func presentingAShareSheetAsksForPlaceholdersAndWhichActivitiesCanAct() {
        let source = CountingItemSource()
        let shown = SaveToNotesActivity(canPerform: true)
        let refusing = SaveToNotesActivity(canPerform: false)
        let sheet = UIActivityViewController(activityItems: [source, "Hello"], applicationActivities: [shown, refusing])
        var completions = 0
        sheet.completionWithItemsHandler = { _, _, _, _ in completions += 1 }
        sheet.excludedActivityTypes = [.print, .assignToContact]
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = sheet.popoverPresentationController
        #expect(popover != nil && popover === sheet.popoverPresentationController && popover?.permittedArrowDirections == .any)
        popover?.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(sheet.popoverPresentationController?.sourceRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(popover?.arrowDirection == .unknown)
        #expect(source.placeholderRequests == 0)

        let root = UIViewController()
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet && popover?.presentingViewController === root)
        #expect(source.placeholderRequests == 1 && source.itemRequests.isEmpty)
        #expect(shown.canPerformItems == [["placeholder", "Hello"]] && refusing.canPerformItems == [["placeholder", "Hello"]])
        #expect(sheet.shownActivities.map { $0 === shown } == [true])
        #expect(shown.preparedItems.isEmpty && shown.performed == 0 && completions == 0)
    }

    @Test func anExcludedActivityIsNotShown() {
        let activity = SaveToNotesActivity(canPerform: true)
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [activity])
        sheet.excludedActivityTypes = [UIActivity.ActivityType("com.example.saveToNotes")]
        UIViewController().present(sheet, animated: false)
        #expect(sheet.shownActivities.isEmpty && activity.canPerformItems.isEmpty)
    }

    @Test func choosingAnActivityMakesTheItemsPerformsAndCompletes() {
        let source = CountingItemSource()
        let activity = SaveToNotesActivity(canPerform: true)
        let sheet = UIActivityViewController(activityItems: [source, URL(string: "https://example.com")!, "Hello"],
                                             applicationActivities: [activity])
        var results: [String] = []
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            results.append("\(type?.rawValue ?? "nil") \(completed) \(returned == nil) \(error == nil)")
        }
        let root = UIViewController()
        root.present(sheet, animated: true)
        sheet._choose(activity)
        #expect(source.itemRequests == [UIActivity.ActivityType("com.example.saveToNotes")])
        #expect(activity.preparedItems == ["item for com.example.saveToNotes", "Hello"] && activity.performed == 1)
        #expect(results == ["com.example.saveToNotes true true true"] && root.presentedViewController == nil)
    }

    @Test func anItemProviderStandsInWithItsPlaceholder() {
        let provider = UIActivityItemProvider(placeholderItem: "Loading…")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        #expect(provider.activityViewControllerPlaceholderItem(sheet) as? String == "Loading…" && provider.activityType == nil)
        #expect(provider.activityViewController(sheet, itemForActivityType: .mail) as? String == "Loading…")
        #expect(provider.activityType == .mail)
        #expect(provider.activityViewController(sheet, subjectForActivityType: .mail) == "")
    }

    // MARK: Presentation controllers

    @Test func aPopoverStyleMakesAPopoverPresentationController() {
        let controller = UIViewController()
        let plain = controller.presentationController
        #expect(plain != nil && !(plain is UIPopoverPresentationController) && controller.popoverPresentationController == nil)
        #expect(controller.presentationController === plain && plain?.presentedViewController === controller)
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        popover?.barButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        #expect(popover != nil && controller.presentationController === popover)
        #expect(controller.popoverPresentationController?.barButtonItem?.systemItem == .action)
        // A controller on a navigation stack is managed by the navigation controller's.
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.viewControllers[0].presentationController === navigation.presentationController)
    }

    // MARK: Tab bar controllers

    @Test func aTabBarControllerSelectsAndKeepsItsSelectionAsUIKitDoes() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil && tabs.selectedIndex == NSNotFound)
        let (a, b, c) = (titled("A"), titled("B"), titled("C"))
        tabs.viewControllers = [a, b, c]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.children.map(\.title) == ["A", "B", "C"] && a.parent === tabs && a.tabBarController === tabs)
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === c)
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 2)
        tabs.selectedViewController = titled("Stranger")
        #expect(tabs.selectedViewController === c)
        // The selected controller is kept when it is among the new ones...
        let d = titled("D")
        tabs.setViewControllers([c, d], animated: true)
        #expect(tabs.selectedViewController === c && tabs.selectedIndex == 0 && a.parent == nil && a.tabBarController == nil)
        // ... else the one at the same index, else the first.
        tabs.selectedIndex = 1
        let (e, f, g) = (titled("E"), titled("F"), titled("G"))
        tabs.viewControllers = [e, f, g]
        #expect(tabs.selectedViewController === f)
        tabs.selectedIndex = 2
        tabs.viewControllers = [titled("H")]
        #expect(tabs.selectedViewController?.title == "H")
        tabs.viewControllers = []
        #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
    }

    @Test func theTabBarControllerIsTheNearestAncestorThroughNavigationStacks() {
        let root = titled("Inbox")
        let navigation = UINavigationController(rootViewController: root)
        let detail = titled("Message")
        navigation.pushViewController(detail, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        #expect(detail.tabBarController === tabs && root.tabBarController === tabs && navigation.tabBarController === tabs)
        #expect(tabs.tabBarController == nil && titled("Alone").tabBarController == nil)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: UIScreen.main.bounds.height - 49, width: UIScreen.main.bounds.width, height: 49))
    }

    @Test func theDelegateHearsOnlyTaps() {
        let tabs = UITabBarController()
        let recorder = TabRecorder()
        tabs.delegate = recorder
        tabs.viewControllers = [titled("Home"), titled("Search")]
        tabs.selectedIndex = 1
        #expect(recorder.events.isEmpty)
        recorder.allowed = false
        #expect(!tabs.tapTab(at: 0) && tabs.selectedIndex == 1 && recorder.events == ["should Home"])
        recorder.allowed = true
        #expect(tabs.tapTab(at: 0) && tabs.selectedIndex == 0)
        #expect(recorder.events == ["should Home", "should Home", "did Home"])
    }

    @Test func aControllersTabBarItemFollowsItsTitle() {
        let controller = titled("Library")
        #expect(controller.tabBarItem.title == "Library" && controller.tabBarItem.image == nil)
        controller.title = "Books"
        #expect(controller.tabBarItem.title == "Books")
        let symbol = UIImage(systemName: "books.vertical")
        controller.tabBarItem = UITabBarItem(title: "Shelf", image: symbol, selectedImage: nil)
        controller.tabBarItem.badgeValue = "3"
        controller.tabBarItem.badgeColor = .systemBlue
        #expect(controller.tabBarItem.title == "Shelf" && controller.tabBarItem.image === symbol && controller.tabBarItem.badgeValue == "3")
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(favorites.systemItem == .favorites && favorites.tag == 4 && favorites.title == nil)
        favorites.setBadgeTextAttributes([.kern: 1], for: .normal)
        #expect(favorites.badgeTextAttributes(for: .normal)?[.kern] as? Int == 1 && favorites.badgeTextAttributes(for: .selected) == nil)
    }

    @Test func barAppearancesKeepTheirItemsStates() {
        let tabAppearance = UITabBarAppearance()
        tabAppearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        tabAppearance.stackedLayoutAppearance.normal.titleTextAttributes = [.kern: 2]
        tabAppearance.inlineLayoutAppearance.normal.badgeBackgroundColor = .systemGreen
        tabAppearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
        #expect(tabAppearance.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(tabAppearance.stackedLayoutAppearance.normal.titleTextAttributes[.kern] as? Int == 2)
        #expect(tabAppearance.inlineLayoutAppearance.normal.badgeBackgroundColor == .systemGreen)
        #expect(tabAppearance.compactInlineLayoutAppearance.normal.badgeBackgroundColor == nil)
        #expect(tabAppearance.stackedLayoutAppearance.normal.titlePositionAdjustment.vertical == -4)
        tabAppearance.stackedLayoutAppearance.configureWithDefault(for: .stacked)
        #expect(tabAppearance.stackedLayoutAppearance.selected.iconColor == nil)

        let navigationAppearance = UINavigationBarAppearance()
        navigationAppearance.buttonAppearance.normal.titleTextAttributes = [.kern: 3]
        navigationAppearance.doneButtonAppearance.disabled.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        #expect(navigationAppearance.buttonAppearance.normal.titleTextAttributes[.kern] as? Int == 3)
        #expect(navigationAppearance.backButtonAppearance.normal.titleTextAttributes.isEmpty)
        #expect(navigationAppearance.doneButtonAppearance.disabled.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 0))
        #expect(UIToolbarAppearance().buttonAppearance.highlighted.backgroundImage == nil)
    }

    // MARK: Page view controllers

    @MainActor @Test func setPagesShowAtOnceAndCompleteOnTheMainQueueAfterTheCall() async {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 12])
        #expect(pager.spineLocation == .none && pager.gestureRecognizers.isEmpty && !pager.isDoubleSided && pager.interPageSpacing == 12)
        #expect(pager.viewControllers == nil)
        let source = NumberedPages()
        pager.dataSource = source
        var calls = 0
        var returnedBeforeCompletion = false
        let finished = await withCheckedContinuation { continuation in
            pager.setViewControllers([source.pages[0]], direction: .forward, animated: true) { finished in
                calls += 1
                continuation.resume(returning: finished)
            }
            returnedBeforeCompletion = calls == 0
            #expect(pager.viewControllers?.first === source.pages[0] && source.pages[0].parent === pager)
        }
        #expect(finished && calls == 1 && returnedBeforeCompletion)
        // The view holds a scroll view the size of the screen, and the page's view fills it.
        let scroll = pager.view.subviews.first as? UIScrollView
        #expect(pager.view.subviews.count == 1 && scroll?.frame == UIScreen.main.bounds)
        #expect(source.pages[0].view.superview === scroll && source.pages[0].view.frame == UIScreen.main.bounds)
    }

    @Test func aSwipeTurnsToTheDataSourcesNextPageAndTellsTheDelegate() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = NumberedPages()
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        #expect(source.events.isEmpty)
        #expect(!pager._turnPage(.reverse))
        #expect(pager._turnPage(.forward) && pager._turnPage(.forward) && !pager._turnPage(.forward))
        #expect(pager.viewControllers?.map(\.title) == ["2"] && pager.children.map(\.title) == ["2"] && source.pages[0].parent == nil)
        #expect(pager._turnPage(.reverse) && pager.viewControllers?.map(\.title) == ["1"])
        #expect(source.events == ["will 1", "did true from 0 true", "will 2", "did true from 1 true", "will 1", "did true from 2 true"])
    }

    @Test func aPageCurlHasASpineAndGestureRecognizers() {
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(book.spineLocation == .min && !book.isDoubleSided && book.gestureRecognizers.count == 2)
        #expect(book.gestureRecognizers.first is UIPanGestureRecognizer && book.gestureRecognizers.last is UITapGestureRecognizer)
        let open = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(open.spineLocation == .mid && open.isDoubleSided)
        let source = NumberedPages()
        open.setViewControllers([source.pages[0], source.pages[1]], direction: .forward, animated: false)
        #expect(open.viewControllers?.count == 2 && open.view.subviews.count == 2)
        #expect(source.pages[1].view.frame.minX == UIScreen.main.bounds.width / 2)
    }

    @Test func twoPagesInAScrollingPageViewControllerTrap() async {
        await #expect(processExitsWith: .failure) {
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
            pager.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        }
    }

    // MARK: Calendar view

    @Test func aCalendarViewAsksForDecorationsAndSelectsAsUIKitDoes() {
        let calendar = UICalendarView()
        let recorder = CalendarRecorder()
        calendar.delegate = recorder
        let today = Calendar.current.dateComponents([.year, .month], from: Date())
        #expect(calendar.visibleDateComponents.year == today.year && calendar.visibleDateComponents.month == today.month)
        #expect(calendar.availableDateRange.start == .distantPast && calendar.fontDesign == .default && calendar.timeZone == nil)
        calendar.reloadDecorations(forDateComponents: [day(13), day(14)], animated: false)
        #expect(recorder.decorationRequests == [13, 14] && calendar.decorations[day(13)] == nil && calendar.decorations[day(14)] != nil)

        let single = UICalendarSelectionSingleDate(delegate: recorder)
        calendar.selectionBehavior = single
        single.setSelected(day(3), animated: true)
        #expect(single.selectedDate == day(3) && recorder.selected.isEmpty)
        recorder.refusedDay = 5
        #expect(!single._select(day(5)) && single.selectedDate == day(3))
        #expect(single._select(day(6)) && single.selectedDate == day(6) && recorder.selected == [day(6)])

        let multi = UICalendarSelectionMultiDate(delegate: recorder)
        multi.selectedDates = [day(1)]
        #expect(multi._toggle(day(2)) && multi._toggle(day(1)))
        #expect(multi.selectedDates == [day(2)] && recorder.multiEvents == ["select 2", "deselect 1"])
    }

    // MARK: Fonts

    @Test func fontDescriptorsMakeBoldRoundedAndNamedFonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let boldDescriptor = body.fontDescriptor.withSymbolicTraits(.traitBold)
        #expect(boldDescriptor?.symbolicTraits == .traitBold && boldDescriptor?.pointSize == 17)
        let bold = UIFont(descriptor: boldDescriptor!, size: 0)
        #expect(bold.pointSize == 17 && Font(bold) == .system(size: 17, weight: .bold))
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        // Losing the bold trait loses the bold weight.
        let italic = UIFont(descriptor: bold.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
        #expect(Font(italic) == Font.system(size: 20, weight: .regular).italic())

        let rounded = UIFont(descriptor: UIFont.systemFont(ofSize: 22, weight: .heavy).fontDescriptor.withDesign(.rounded)!, size: 0)
        #expect(Font(rounded) == .system(size: 22, weight: .heavy, design: .rounded))
        #expect(Font(rounded.withSize(30)) == .system(size: 30, weight: .heavy, design: .rounded))
        #expect(UIFont(name: "Avenir-Heavy", size: 18)!.fontDescriptor.withDesign(.rounded) == nil)

        let headline = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline), size: 0)
        #expect(Font(headline) == .system(size: 17, weight: .semibold))
        let named = UIFont(descriptor: UIFontDescriptor(name: "Georgia", size: 15), size: 0)
        #expect(Font(named) == .custom("Georgia", size: 15))
        let family = UIFontDescriptor(fontAttributes: [.family: "Menlo"]).withSize(11)
        #expect(family.object(forKey: .family) as? String == "Menlo" && family.pointSize == 11 && family.postscriptName == "")
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }

    @Test func theFontPickerTellsItsDelegateOnlyWhenAFontIsPicked() {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces && !configuration.displayUsingSystemFont && configuration.filteredTraits.isEmpty)
        configuration.includeFaces = true
        configuration.filteredTraits = .traitMonoSpace
        let picker = UIFontPickerViewController(configuration: configuration)
        let recorder = FontPickerRecorder()
        picker.delegate = recorder
        #expect(picker.configuration.includeFaces && picker.selectedFontDescriptor == nil)
        picker.selectedFontDescriptor = UIFontDescriptor(name: "Menlo-Regular", size: 12)
        #expect(recorder.picked.isEmpty)
        picker._pick(UIFontDescriptor(name: "Courier", size: 12))
        picker._cancel()
        #expect(recorder.picked == ["Courier"] && recorder.cancels == 1 && picker.selectedFontDescriptor?.postscriptName == "Courier")
        #expect(UIFontPickerViewController().configuration.includeFaces == false)
    }

    // MARK: Key commands

    @Test func keyCommandsKeepTheirKeysAndControllersListThem() {
        let find = UIKeyCommand(title: "Find", action: Selector("find"), input: "f", modifierFlags: [.command, .shift])
        #expect(find.title == "Find" && find.input == "f" && find.modifierFlags == [.command, .shift] && find.action == Selector("find"))
        #expect(find.modifierFlags.rawValue == (1 << 20 | 1 << 17) && !find.wantsPriorityOverSystemBehavior)
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("moveUp"))
        #expect(up.input == "UIKeyInputUpArrow" && up.title == "" && UIKeyCommand.inputEscape == "UIKeyInputEscape")
        let controller = UIViewController()
        #expect(controller.keyCommands == nil)
        controller.addKeyCommand(find)
        controller.addKeyCommand(up)
        controller.removeKeyCommand(find)
        #expect(controller.keyCommands?.map(\.input) == ["UIKeyInputUpArrow"])
        #expect(ShortcutsController().keyCommands?.first?.input == UIKeyCommand.inputEscape)
        // No dispatcher has the method: nothing is called.
        #expect(!find._perform(on: controller))
    }

    // MARK: Drawing helpers

    @Test func rectFillAndTheOldImageFunctionsWorkAsTheirNewerForms() throws {
        let bytes = try RenderedImage(width: 3, height: 2, rgba: [UInt8](repeating: 255, count: 3 * 2 * 4)).pngData()
        let photo = try #require(UIImage(data: bytes))
        // A fill draws nothing on Linux: the image drawn over the context stays its picture.
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2))
        let image = renderer.image { _ in
            photo.draw(in: CGRect(x: 0, y: 0, width: 3, height: 2))
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        UIRectFill(.zero)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(UIImagePNGRepresentation(image) == bytes && image.pngData() == bytes)
        #expect(UIImageJPEGRepresentation(image, 0.8) == nil && image.jpegData(compressionQuality: 0.8) == nil)
    }

    // MARK: Controls

    @Test func aSwitchIsFixedInSizeAndSendsOnlyWhenFlipped() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31) && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && sent == 0 && toggle.style == .sliding)
        toggle._flip()
        #expect(toggle.isOn && sent == 1)
        #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    }

    @Test func aSliderPinsItsValueAndSendsOnlyWhenDragged() {
        let slider = UISlider(frame: .zero)
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.minimumValue = 10
        #expect(slider.value == 10)
        slider.maximumValue = 20
        slider.value = 25
        #expect(slider.value == 20)
        slider.setValue(12, animated: true)
        slider.maximumValue = 11
        #expect(slider.value == 11 && sent == 0)
        slider._drag(to: 10.5)
        #expect(slider.value == 10.5 && sent == 1 && slider.isContinuous)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let thumb = UIImage(systemName: "circle.fill")
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .normal) === thumb && slider.currentThumbImage === thumb && slider.thumbImage(for: .highlighted) == nil)
    }

    @Test func aStepperStepsWrapsAndPinsItsValue() {
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 12
        #expect(stepper.value == 10 && sent == 0)
        stepper._decrement()
        #expect(stepper.value == 6 && sent == 1)
        stepper._increment()
        stepper._increment()
        #expect(stepper.value == 10 && sent == 3)
        stepper.wraps = true
        stepper._increment()
        #expect(stepper.value == 0)
        stepper._decrement()
        #expect(stepper.value == 10 && sent == 5)
    }

    @Test func aProgressViewIsAViewWhoseProgressIsPinned() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(!((bar as UIView) is UIControl) && bar.progressViewStyle == .bar)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2))
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize.height == 4 && progress.progress == 0)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        progress.observedProgress = task
        #expect(progress.progress == 0.25)
        task.completedUnitCount = 3
        #expect(progress.progress == 0.75)
    }

    @Test func aDatePickerResolvesItsStyleAndSendsOnlyWhenChosen() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .compact)
        var sent = 0
        picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = date
        picker.setDate(date, animated: true)
        picker.date = date.addingTimeInterval(60)
        #expect(picker.date == date.addingTimeInterval(60) && sent == 0)
        picker._choose(date)
        #expect(picker.date == date && sent == 1)

        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)

        // Compact: the size Trellis draws SwiftUI's compact picker at, its label hidden.
        picker.timeZone = TimeZone(identifier: "UTC")
        let compact = picker.intrinsicContentSize
        let swiftUI = ResolvedTree(DatePicker("", selection: .constant(date)).labelsHidden().datePickerStyle(.compact))
            .sizeThatFits(.unspecified)
        picker.datePickerMode = .date
        let dateOnly = picker.intrinsicContentSize
        #expect(compact == swiftUI && compact.width > 0 && dateOnly.height == compact.height && dateOnly.width < compact.width)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize.width == 320)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }
}
