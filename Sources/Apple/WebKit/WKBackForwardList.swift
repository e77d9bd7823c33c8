// A web view's history: the pages it committed, which `goBack()`, `goForward()` and `go(to:)`
// return to. Only pages that loaded are in it (an http load fails offline and leaves no item).
import Foundation

/// A page in a web view's history.
open class WKBackForwardListItem: NSObject, @unchecked Sendable {
    private let storedURL: URL
    private let storedInitialURL: URL
    /// The page's title, once it finished loading.
    var storedTitle: String?
    /// What the page was loaded from, read again to return to it.
    let source: PageSource

    /// The page's URL.
    open var url: URL { storedURL }
    /// The URL first asked for (before redirects).
    open var initialURL: URL { storedInitialURL }
    /// The page's title, if it has one.
    open var title: String? { storedTitle }

    init(url: URL, initialURL: URL, source: PageSource) {
        storedURL = url
        storedInitialURL = initialURL
        self.source = source
        super.init()
    }
}

/// The pages a web view visited, in order, with the current one.
open class WKBackForwardList: NSObject, @unchecked Sendable {
    /// The pages, oldest first.
    private var items: [WKBackForwardListItem] = []
    /// The current page's index in `items`, or −1 when there is none.
    private var index = -1

    override init() { super.init() }

    /// The page shown.
    open var currentItem: WKBackForwardListItem? { item(at: 0) }
    /// The page before it.
    open var backItem: WKBackForwardListItem? { item(at: -1) }
    /// The page after it.
    open var forwardItem: WKBackForwardListItem? { item(at: 1) }
    /// The pages before the current one, oldest first.
    open var backList: [WKBackForwardListItem] { index > 0 ? Array(items[..<index]) : [] }
    /// The pages after the current one, nearest first.
    open var forwardList: [WKBackForwardListItem] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }

    /// The page `offset` steps from the current one (negative: back).
    /// - Parameter offset: The steps.
    /// - Returns: The page, or nil past either end.
    open func item(at offset: Int) -> WKBackForwardListItem? {
        let position = index + offset
        return index >= 0 && items.indices.contains(position) ? items[position] : nil
    }

    /// A new page becomes current: the pages after the current one are dropped.
    func push(_ item: WKBackForwardListItem) {
        items.removeSubrange((index + 1)...)
        items.append(item)
        index = items.count - 1
    }

    /// A page of the list becomes current again.
    func moveTo(_ item: WKBackForwardListItem) {
        if let position = items.firstIndex(where: { $0 === item }) { index = position }
    }
}
