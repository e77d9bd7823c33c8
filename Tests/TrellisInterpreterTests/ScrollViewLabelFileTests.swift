import Foundation
import Testing
import Trellis

/// ScrollView and Label written in a layout file lay out exactly like the same views built with
/// the Swift API; wrong arguments are reported at their line and column.
@Suite struct ScrollViewLabelFiles {
    private func expectSame<V: View>(_ source: String, _ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        expectFileLaysOutLike(source, view, w, h, sourceLocation: sourceLocation)
    }

    @Test func verticalScrollViewWithSeveralViews() {
        expectSame("""
            ScrollView {
                Text("Title").font(.title)
                ForEach(0..<12) { i in
                    Color.blue.frame(height: 40).id("row\\(i)")
                }
            }
            .frame(height: 200)
            """, ScrollView {
                Text("Title").font(.title)
                ForEach(0..<12) { i in Color.blue.frame(height: 40).id("row\(i)") }
            }.frame(height: 200))
    }

    @Test func everyInitializerForm() {
        expectSame("ScrollView(.horizontal) { HStack { Color.red.frame(width: 400, height: 50) } }",
                   ScrollView(.horizontal) { HStack { Color.red.frame(width: 400, height: 50) } })
        expectSame("ScrollView(.horizontal, showsIndicators: false) { Color.red.frame(width: 400, height: 50) }",
                   ScrollView(.horizontal, showsIndicators: false) { Color.red.frame(width: 400, height: 50) })
        expectSame("ScrollView(showsIndicators: false) { Color.red.frame(width: 40, height: 500) }",
                   ScrollView(showsIndicators: false) { Color.red.frame(width: 40, height: 500) })
        expectSame("ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 400, height: 500) }",
                   ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 400, height: 500) })
        expectSame("ScrollView(.vertical, content: { Color.red.frame(width: 40, height: 50) })",
                   ScrollView(.vertical, content: { Color.red.frame(width: 40, height: 50) }))
        expectSame("ScrollView { Color.red }.scrollDisabled(true).scrollIndicators(.hidden, axes: .vertical)",
                   ScrollView { Color.red }.scrollDisabled(true).scrollIndicators(.hidden, axes: .vertical))
    }

    @Test func scrollViewFramesInAFile() {
        let t = layoutFile(load("""
            VStack(spacing: 0) {
                Color.gray.frame(height: 50).id("header")
                ScrollView {
                    Color.red.frame(width: 80, height: 400).id("content")
                }
                .id("scroll")
            }
            """))
        expectFrame(t, "header", 0, 0, 200, 50)
        expectFrame(t, "scroll", 60, 50, 80, 150)
        expectFrame(t, "content", 60, 50, 80, 400)
    }

    @Test func labelInEveryForm() {
        expectSame("""
            VStack(alignment: .leading) {
                Label("Favorites", systemImage: "star")
                Label("Photo", image: "missing")
                Label { Text("Custom").bold() } icon: { Circle().frame(width: 12, height: 12) }
                Label("**Bold** key", systemImage: "heart.fill").font(.title)
            }
            """, VStack(alignment: .leading) {
                Label("Favorites", systemImage: "star")
                Label("Photo", image: "missing")
                Label { Text("Custom").bold() } icon: { Circle().frame(width: 12, height: 12) }
                Label("**Bold** key", systemImage: "heart.fill").font(.title)
            })
    }

    @Test func labelStyles() {
        expectSame("""
            VStack {
                Label("A", systemImage: "star").labelStyle(.titleOnly)
                Label("B", systemImage: "star").labelStyle(.iconOnly)
                Label("C", systemImage: "star").labelStyle(.titleAndIcon)
                Label("D", systemImage: "star").labelStyle(.automatic)
                Label("E", systemImage: "star").labelStyle(IconOnlyLabelStyle())
            }
            .labelStyle(TitleOnlyLabelStyle())
            """, VStack {
                Label("A", systemImage: "star").labelStyle(.titleOnly)
                Label("B", systemImage: "star").labelStyle(.iconOnly)
                Label("C", systemImage: "star").labelStyle(.titleAndIcon)
                Label("D", systemImage: "star").labelStyle(.automatic)
                Label("E", systemImage: "star").labelStyle(IconOnlyLabelStyle())
            }.labelStyle(TitleOnlyLabelStyle()))
    }

    @Test func stringVariableTitle() {
        expectSame("""
            struct Row: View {
                let name: String
                var body: some View { Label(name, systemImage: "folder") }
            }
            Row(name: "Documents")
            """, Label("Documents", systemImage: "folder"))
    }

    // MARK: Errors

    @Test func wrongScrollViewArgumentIsReportedAtItsPosition() {
        #expect(problems("""
            VStack {
                ScrollView(.diagonal) { Text("a") }
            }
            """).first?.hasPrefix("2:16: type 'Axis.Set' has no member 'diagonal'") == true)
        #expect(problems("ScrollView(.vertical, showsIndicators: 3) { Text(\"a\") }")
            == ["1:40: 'showsIndicators:' of ScrollView expects Bool, found Int"])
        #expect(problems("ScrollView(.vertical, indicators: false) { Text(\"a\") }")
            == ["1:23: extra argument 'indicators:' in call to ScrollView; it takes ScrollView(_ axes:showsIndicators:content:)"])
    }

    @Test func wrongLabelArgumentIsReportedAtItsPosition() {
        #expect(problems("Label(\"a\", sysImage: \"star\")")
            == ["1:1: Label needs an icon: Label(\"Title\", systemImage: \"star\") or Label(\"Title\", image: \"name\")"])
        #expect(problems("""
            Label("a", systemImage: "star")
                .labelStyle(.fancy)
            """).first?.hasPrefix("2:17: type 'LabelStyle' has no member 'fancy'; supported: .automatic, .iconOnly, .titleAndIcon, .titleOnly") == true)
        #expect(problems("Label { Text(\"a\") }").first?.hasPrefix("1:1: Label needs both closures") == true)
    }
}
