import Foundation
import Trellis
import TrellisExamples

/// The custom guide of the "custom alignment guide" case, declared in Swift.
enum ConformanceGuides {
    enum Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}

/// A shared conformance case written twice: as layout-file source and as Swift code with the
/// same views; optionally the frames the reference gives for some ids.
struct ConformanceCase: Sendable, CustomStringConvertible {
    let name: String
    let source: String
    let view: @Sendable () -> AnyView
    var width: CGFloat = 200
    var height: CGFloat = 200
    var expected: [Expected] = []

    struct Expected: Sendable {
        let id: String
        let x: CGFloat, y: CGFloat, w: CGFloat, h: CGFloat
        init(_ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
            self.id = id
            self.x = x
            self.y = y
            self.w = w
            self.h = h
        }
    }

    var description: String { name }
}

typealias E = ConformanceCase.Expected

/// The shared conformance cases (docs/reference conformance-cases.md) in SwiftUI syntax.
enum ConformanceCases {
    static let all: [ConformanceCase] = stacks + spacers + frames + padding + zstacks + guides + grids + containers + text

    static let stacks: [ConformanceCase] = [
        ConformanceCase(name: "1 HStack of fixed squares in a frame", source: """
            HStack {
                Color.red.frame(width: 50, height: 50).id("red")
                Color.blue.frame(width: 50, height: 50).id("blue")
            }.id("stack")
            .frame(width: 150, height: 150).id("frame")
            .background { Color.black.id("black") }
            """, view: {
                AnyView(HStack {
                    Color.red.frame(width: 50, height: 50).id("red")
                    Color.blue.frame(width: 50, height: 50).id("blue")
                }.id("stack")
                .frame(width: 150, height: 150).id("frame")
                .background { Color.black.id("black") })
            }, expected: [E("frame", 25, 25, 150, 150), E("black", 25, 25, 150, 150), E("stack", 46, 75, 108, 50),
                          E("red", 46, 75, 50, 50), E("blue", 104, 75, 50, 50)]),
        ConformanceCase(name: "2 VStack of fixed squares in a frame", source: """
            VStack { Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }.id("stack")
                .frame(width: 150, height: 150).background { Color.black }
            """, view: {
                AnyView(VStack { Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }.id("stack")
                    .frame(width: 150, height: 150).background { Color.black })
            }, expected: [E("stack", 75, 46, 50, 108), E("red", 75, 46, 50, 50), E("blue", 75, 104, 50, 50)]),
        ConformanceCase(name: "3 nested H in V", source: """
            VStack {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }.id("h")
            }.id("v")
            """, view: {
                AnyView(VStack {
                    Color.red.frame(width: 40, height: 40).id("red")
                    Color.blue.frame(width: 40, height: 40).id("blue")
                    HStack {
                        Color.green.frame(width: 40, height: 40).id("green")
                        Color.yellow.frame(width: 40, height: 40).id("yellow")
                    }.id("h")
                }.id("v"))
            }, expected: [E("v", 56, 32, 88, 136), E("red", 80, 32, 40, 40), E("h", 56, 128, 88, 40), E("yellow", 104, 128, 40, 40)]),
        ConformanceCase(name: "4 explicit spacing", source: """
            VStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(spacing: 30) {
                    Color.green.frame(width: 40, height: 40).id("green")
                    Color.yellow.frame(width: 40, height: 40).id("yellow")
                }.id("h")
            }.id("v").background { Color.black }
            """, view: {
                AnyView(VStack(spacing: 20) {
                    Color.red.frame(width: 40, height: 40).id("red")
                    Color.blue.frame(width: 40, height: 40).id("blue")
                    HStack(spacing: 30) {
                        Color.green.frame(width: 40, height: 40).id("green")
                        Color.yellow.frame(width: 40, height: 40).id("yellow")
                    }.id("h")
                }.id("v").background { Color.black })
            }, expected: [E("v", 45, 20, 110, 160), E("blue", 80, 80, 40, 40), E("green", 45, 140, 40, 40), E("yellow", 115, 140, 40, 40)]),
        ConformanceCase(name: "5 leading / top alignment", source: """
            VStack(alignment: .leading) {
                Color.red.frame(width: 30, height: 30).id("red")
                Color.blue.frame(width: 40, height: 40).id("blue")
                HStack(alignment: .top) {
                    Color.green.frame(width: 50, height: 50).id("green")
                    Color.yellow.frame(width: 60, height: 60).id("yellow")
                }.id("h")
            }.id("v")
            """, view: {
                AnyView(VStack(alignment: .leading) {
                    Color.red.frame(width: 30, height: 30).id("red")
                    Color.blue.frame(width: 40, height: 40).id("blue")
                    HStack(alignment: .top) {
                        Color.green.frame(width: 50, height: 50).id("green")
                        Color.yellow.frame(width: 60, height: 60).id("yellow")
                    }.id("h")
                }.id("v"))
            }, expected: [E("v", 41, 27, 118, 146), E("red", 41, 27, 30, 30), E("blue", 41, 65, 40, 40), E("yellow", 99, 113, 60, 60)]),
        ConformanceCase(name: "6 all flexible", source: """
            VStack { Color.red.id("red"); Color.blue.id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") }
            """, view: {
                AnyView(VStack { Color.red.id("red"); Color.blue.id("blue"); HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("h") })
            }, expected: [E("red", 0, 0, 200, 61.3333), E("blue", 0, 69.3333, 200, 61.3333), E("yellow", 104, 138.6667, 96, 61.3333)]),
        ConformanceCase(name: "7 layoutPriority takes everything", source: """
            VStack { Color.red.id("red"); Color.blue.layoutPriority(1).id("blue"); HStack { Color.green; Color.yellow }.id("h") }
            """, view: {
                AnyView(VStack { Color.red.id("red"); Color.blue.layoutPriority(1).id("blue"); HStack { Color.green; Color.yellow }.id("h") })
            }, expected: [E("red", 0, 0, 200, 0), E("blue", 0, 8, 200, 184), E("h", 0, 200, 200, 0)]),
        ConformanceCase(name: "8 least flexible first", source: """
            VStack(spacing: 20) { Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("yellow"); Color.blue.id("blue") }
            """, view: {
                AnyView(VStack(spacing: 20) { Color.red.id("red"); Color.yellow.frame(width: 10, height: 10).id("yellow"); Color.blue.id("blue") })
            }, expected: [E("red", 0, 0, 200, 75), E("yellow", 95, 95, 10, 10), E("blue", 0, 125, 200, 75)]),
        ConformanceCase(name: "9 three equal flexible children", source: """
            HStack(spacing: 0) { Rectangle().id("r"); Rectangle().id("g"); Rectangle().id("b") }
                .frame(width: 300, height: 100)
            """, view: {
                AnyView(HStack(spacing: 0) { Rectangle().id("r"); Rectangle().id("g"); Rectangle().id("b") }.frame(width: 300, height: 100))
            }, width: 300, height: 100, expected: [E("r", 0, 0, 100, 100), E("g", 100, 0, 100, 100), E("b", 200, 0, 100, 100)]),
        ConformanceCase(name: "14 fixed-width child first", source: """
            HStack(spacing: 0) { Color.blue.id("blue"); Color.yellow.frame(width: 100).id("yellow") }
                .frame(width: 150, height: 100)
            """, view: {
                AnyView(HStack(spacing: 0) { Color.blue.id("blue"); Color.yellow.frame(width: 100).id("yellow") }.frame(width: 150, height: 100))
            }, width: 150, height: 100, expected: [E("blue", 0, 0, 50, 100), E("yellow", 50, 0, 100, 100)]),
        ConformanceCase(name: "15 flexible frame with bounds", source: """
            HStack(spacing: 0) { Color.red.frame(minWidth: 50, maxWidth: 80).id("red"); Color.blue.id("blue") }
                .frame(width: 200, height: 50)
            """, view: {
                AnyView(HStack(spacing: 0) { Color.red.frame(minWidth: 50, maxWidth: 80).id("red"); Color.blue.id("blue") }.frame(width: 200, height: 50))
            }, width: 200, height: 50, expected: [E("red", 0, 0, 80, 50), E("blue", 80, 0, 120, 50)]),
        ConformanceCase(name: "17 bounded child among flexible", source: """
            VStack { Color.red.id("red"); Color.green.frame(maxHeight: 30).id("green"); Color.blue.id("blue") }
            """, view: {
                AnyView(VStack { Color.red.id("red"); Color.green.frame(maxHeight: 30).id("green"); Color.blue.id("blue") })
            }, expected: [E("red", 0, 0, 200, 77), E("green", 0, 85, 200, 30), E("blue", 0, 123, 200, 77)]),
        ConformanceCase(name: "18 bottom alignment", source: """
            HStack(alignment: .bottom) {
                Color.red.frame(width: 30, height: 60).id("red")
                Color.green.frame(width: 30, height: 20).id("green")
                Color.blue.frame(width: 30, height: 40).id("blue")
            }.id("h")
            """, view: {
                AnyView(HStack(alignment: .bottom) {
                    Color.red.frame(width: 30, height: 60).id("red")
                    Color.green.frame(width: 30, height: 20).id("green")
                    Color.blue.frame(width: 30, height: 40).id("blue")
                }.id("h"))
            }, expected: [E("h", 47, 70, 106, 60), E("red", 47, 70, 30, 60), E("green", 85, 110, 30, 20), E("blue", 123, 90, 30, 40)]),
        ConformanceCase(name: "19 fixedSize on flexible colours", source: """
            HStack { Color.red.id("red"); Color.blue.id("blue") }.fixedSize().id("h")
            """, view: {
                AnyView(HStack { Color.red.id("red"); Color.blue.id("blue") }.fixedSize().id("h"))
            }, expected: [E("h", 86, 95, 28, 10), E("red", 86, 95, 10, 10), E("blue", 104, 95, 10, 10)]),
        ConformanceCase(name: "20 fixedSize on one axis", source: """
            VStack { Color.red.fixedSize(horizontal: true, vertical: false).id("red"); Color.blue.id("blue") }
            """, view: {
                AnyView(VStack { Color.red.fixedSize(horizontal: true, vertical: false).id("red"); Color.blue.id("blue") })
            }, expected: [E("red", 95, 0, 10, 96), E("blue", 0, 104, 200, 96)]),
    ]

    static let spacers: [ConformanceCase] = [
        ConformanceCase(name: "21 spacer in HStack", source: """
            HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
                .frame(width: 200, height: 80).id("frame").background(Color.gray.opacity(0.3))
            """, view: {
                AnyView(HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
                    .frame(width: 200, height: 80).id("frame").background(Color.gray.opacity(0.3)))
            }, expected: [E("frame", 0, 60, 200, 80), E("red", 0, 75, 50, 50), E("spacer", 50, 100, 100, 0), E("blue", 150, 75, 50, 50)]),
        ConformanceCase(name: "24 multiple spacers in VStack", source: """
            VStack {
                Color.red.frame(width: 50, height: 40).id("red"); Spacer().id("s1")
                Color.blue.frame(width: 50, height: 40).id("blue"); Spacer().id("s2")
                Color.green.frame(width: 50, height: 40).id("green")
            }.frame(width: 80, height: 250)
            """, view: {
                AnyView(VStack {
                    Color.red.frame(width: 50, height: 40).id("red"); Spacer().id("s1")
                    Color.blue.frame(width: 50, height: 40).id("blue"); Spacer().id("s2")
                    Color.green.frame(width: 50, height: 40).id("green")
                }.frame(width: 80, height: 250))
            }, expected: [E("red", 75, -25, 50, 40), E("s1", 100, 15, 0, 65), E("s2", 100, 120, 0, 65), E("green", 75, 185, 50, 40)]),
        ConformanceCase(name: "25 spacer minLength", source: """
            HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 50).id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
                .frame(width: 180, height: 80)
            """, view: {
                AnyView(HStack { Color.red.frame(width: 50, height: 50).id("red"); Spacer(minLength: 50).id("spacer"); Color.blue.frame(width: 50, height: 50).id("blue") }
                    .frame(width: 180, height: 80))
            }, expected: [E("red", 10, 75, 50, 50), E("spacer", 60, 100, 80, 0), E("blue", 140, 75, 50, 50)]),
        ConformanceCase(name: "27 spacer at start", source: """
            HStack { Spacer().id("spacer"); Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }
                .frame(width: 200, height: 80)
            """, view: {
                AnyView(HStack { Spacer().id("spacer"); Color.red.frame(width: 50, height: 50).id("red"); Color.blue.frame(width: 50, height: 50).id("blue") }
                    .frame(width: 200, height: 80))
            }, expected: [E("spacer", 0, 100, 92, 0), E("red", 92, 75, 50, 50), E("blue", 150, 75, 50, 50)]),
        ConformanceCase(name: "31 spacer minLength 0 exact fit", source: """
            HStack { Color.red.frame(width: 80, height: 50).id("red"); Spacer(minLength: 0).id("spacer"); Color.blue.frame(width: 80, height: 50).id("blue") }
                .frame(width: 160, height: 80)
            """, view: {
                AnyView(HStack { Color.red.frame(width: 80, height: 50).id("red"); Spacer(minLength: 0).id("spacer"); Color.blue.frame(width: 80, height: 50).id("blue") }
                    .frame(width: 160, height: 80))
            }, expected: [E("red", 20, 75, 80, 50), E("spacer", 100, 100, 0, 0), E("blue", 100, 75, 80, 50)]),
        ConformanceCase(name: "35 spacer ideal size", source: """
            HStack { Color.red.frame(width: 20, height: 20).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 20, height: 20).id("blue") }
                .fixedSize().id("h")
            """, view: {
                AnyView(HStack { Color.red.frame(width: 20, height: 20).id("red"); Spacer().id("spacer"); Color.blue.frame(width: 20, height: 20).id("blue") }
                    .fixedSize().id("h"))
            }, expected: [E("h", 76, 90, 48, 20), E("spacer", 96, 100, 8, 0), E("blue", 104, 90, 20, 20)]),
        ConformanceCase(name: "36 Divider in HStack", source: """
            HStack { Color.red.frame(width: 50).id("red"); Divider().id("divider"); Color.blue.frame(width: 50).id("blue") }.frame(height: 100)
            """, view: {
                AnyView(HStack { Color.red.frame(width: 50).id("red"); Divider().id("divider"); Color.blue.frame(width: 50).id("blue") }.frame(height: 100))
            }),
    ]

    static let frames: [ConformanceCase] = [
        ConformanceCase(name: "37 fixed frame", source: #"Color.red.frame(width: 50, height: 50).id("red")"#, view: {
            AnyView(Color.red.frame(width: 50, height: 50).id("red"))
        }, expected: [E("red", 75, 75, 50, 50)]),
        ConformanceCase(name: "39 maxWidth infinity, leading", source: """
            VStack {
                Color.red.frame(width: 60, height: 20).id("a").frame(maxWidth: .infinity).id("fa")
                Color.red.frame(width: 60, height: 20).id("b").frame(maxWidth: .infinity, alignment: .leading).id("fb")
            }
            """, view: {
                AnyView(VStack {
                    Color.red.frame(width: 60, height: 20).id("a").frame(maxWidth: .infinity).id("fa")
                    Color.red.frame(width: 60, height: 20).id("b").frame(maxWidth: .infinity, alignment: .leading).id("fb")
                })
            }),
        ConformanceCase(name: "40 minWidth larger than content", source: """
            Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min").frame(width: 100, height: 50).id("outer")
            """, view: {
                AnyView(Color.red.frame(width: 60, height: 20).id("child").frame(minWidth: 150).id("min").frame(width: 100, height: 50).id("outer"))
            }, expected: [E("outer", 50, 75, 100, 50), E("min", 25, 90, 150, 20), E("child", 70, 90, 60, 20)]),
        ConformanceCase(name: "43 frame alignment", source: """
            Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading).id("outer")
            """, view: {
                AnyView(Color.red.frame(width: 40, height: 40).id("red").frame(width: 100, height: 100, alignment: .topLeading).id("outer"))
            }, expected: [E("outer", 50, 50, 100, 100), E("red", 50, 50, 40, 40)]),
    ]

    static let padding: [ConformanceCase] = [
        ConformanceCase(name: "45 uniform padding", source: """
            VStack(spacing: 0) {
                Color.blue.frame(width: 50, height: 30).id("b1").padding().background(Color.red).id("p1")
                Color.blue.frame(width: 50, height: 30).padding(20).id("p2")
                Color.blue.frame(width: 50, height: 30).padding(0).id("p3")
            }
            """, view: {
                AnyView(VStack(spacing: 0) {
                    Color.blue.frame(width: 50, height: 30).id("b1").padding().background(Color.red).id("p1")
                    Color.blue.frame(width: 50, height: 30).padding(20).id("p2")
                    Color.blue.frame(width: 50, height: 30).padding(0).id("p3")
                })
            }),
        ConformanceCase(name: "48 padding inside stacks", source: """
            VStack(spacing: 0) {
                Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red).id("red")
                Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow).id("yellow")
            }.id("v")
            """, view: {
                AnyView(VStack(spacing: 0) {
                    Color.blue.frame(height: 30).id("blue").padding(.bottom, 20).background(Color.red).id("red")
                    Color.green.frame(height: 30).id("green").padding(.top, 15).background(Color.yellow).id("yellow")
                }.id("v"))
            }, expected: [E("v", 0, 52.5, 200, 95), E("red", 0, 52.5, 200, 50), E("blue", 0, 52.5, 200, 30), E("yellow", 0, 102.5, 200, 45), E("green", 0, 117.5, 200, 30)]),
        ConformanceCase(name: "49 padding on flexible, negative, insets", source: """
            VStack {
                Color.red.padding(10).id("p")
                Color.red.frame(width: 50, height: 50).padding(-10).id("n")
                Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("i")
                Color.red.padding([.leading, .top], 5).id("s")
                Color.red.padding(.horizontal).id("h")
            }
            """, view: {
                AnyView(VStack {
                    Color.red.padding(10).id("p")
                    Color.red.frame(width: 50, height: 50).padding(-10).id("n")
                    Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("i")
                    Color.red.padding([.leading, .top], 5).id("s")
                    Color.red.padding(.horizontal).id("h")
                })
            }),
    ]

    static let zstacks: [ConformanceCase] = [
        "center", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ].map { name in
        let alignments: [String: Alignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        ]
        let a = alignments[name]!
        return ConformanceCase(name: "50 ZStack .\(name)", source: """
            ZStack(alignment: .\(name)) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z")
            """, view: {
                AnyView(ZStack(alignment: a) { Color.red.frame(width: 60, height: 60).id("red"); Color.blue.frame(width: 20, height: 20).id("blue") }.id("z"))
            }, expected: [E("z", 70, 70, 60, 60)])
    } + [
        ConformanceCase(name: "52 overlay and background alignment", source: """
            ZStack(alignment: .leading) { Color.red.opacity(0.5).frame(width: 200, height: 200).id("red") }
                .overlay(alignment: .topLeading) { Color.green.opacity(0.5).frame(width: 100, height: 100).id("green") }
                .background(alignment: .bottomTrailing) { Color.blue.opacity(0.5).frame(width: 100, height: 100).id("blue") }
            """, view: {
                AnyView(ZStack(alignment: .leading) { Color.red.opacity(0.5).frame(width: 200, height: 200).id("red") }
                    .overlay(alignment: .topLeading) { Color.green.opacity(0.5).frame(width: 100, height: 100).id("green") }
                    .background(alignment: .bottomTrailing) { Color.blue.opacity(0.5).frame(width: 100, height: 100).id("blue") })
            }, expected: [E("red", 0, 0, 200, 200), E("green", 0, 0, 100, 100), E("blue", 100, 100, 100, 100)]),
        ConformanceCase(name: "56 GeometryReader", source: """
            GeometryReader { g in
                Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
                Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
            }.id("reader")
            """, view: {
                AnyView(GeometryReader { g in
                    Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
                    Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
                }.id("reader"))
            }, expected: [E("reader", 0, 0, 200, 200), E("blue", 0, 0, 100, 100), E("red", 0, 0, 66.6667, 66.6667)]),
        ConformanceCase(name: "57 Group modifiers per child", source: """
            Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }.frame(width: 100, height: 100)
            """, view: {
                AnyView(Group { Color.red.id("red"); Group { Color.blue.id("blue"); Color.green.id("green") } }.frame(width: 100, height: 100))
            }, expected: [E("red", 50, -58, 100, 100), E("blue", 50, 50, 100, 100), E("green", 50, 158, 100, 100)]),
        ConformanceCase(name: "58 zIndex does not affect layout", source: """
            VStack {
                Rectangle().frame(width: 100, height: 100).zIndex(1).id("yellow")
                Rectangle().frame(width: 100, height: 100).id("red")
            }.id("v")
            """, view: {
                AnyView(VStack {
                    Rectangle().frame(width: 100, height: 100).zIndex(1).id("yellow")
                    Rectangle().frame(width: 100, height: 100).id("red")
                }.id("v"))
            }, expected: [E("v", 50, -4, 100, 208), E("yellow", 50, -4, 100, 100), E("red", 50, 104, 100, 100)]),
        ConformanceCase(name: "59 conditional child", source: """
            struct Conditional: View {
                @State var show = true
                var body: some View {
                    VStack { Color.red.id("red"); if show { Color.blue.id("blue") } }
                }
            }
            """, view: {
                AnyView(VStack { Color.red.id("red"); if true { Color.blue.id("blue") } })
            }, expected: [E("red", 0, 0, 200, 96), E("blue", 0, 104, 200, 96)]),
    ]

    static let guides: [ConformanceCase] = [
        ConformanceCase(name: "61 guide from dimensions", source: """
            VStack(alignment: .leading) {
                Color.red.frame(width: 50, height: 20).id("red")
                Color.blue.frame(width: 80, height: 20).alignmentGuide(.leading) { d in d.width / 2 }.id("blue")
            }.id("v")
            """, view: {
                AnyView(VStack(alignment: .leading) {
                    Color.red.frame(width: 50, height: 20).id("red")
                    Color.blue.frame(width: 80, height: 20).alignmentGuide(.leading) { d in d.width / 2 }.id("blue")
                }.id("v"))
            }, expected: [E("v", 55, 76, 90, 48), E("red", 95, 76, 50, 20), E("blue", 55, 104, 80, 20)]),
        ConformanceCase(name: "63 built-in guide does not escape", source: """
            VStack {
                HStack(alignment: .top) {
                    VStack { Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red1") }
                    Color.blue.frame(width: 40, height: 40).id("blue1")
                }.id("h1")
                HStack(alignment: .top) {
                    Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red2")
                    Color.blue.frame(width: 40, height: 40).id("blue2")
                }.id("h2")
            }
            """, view: {
                AnyView(VStack {
                    HStack(alignment: .top) {
                        VStack { Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red1") }
                        Color.blue.frame(width: 40, height: 40).id("blue1")
                    }.id("h1")
                    HStack(alignment: .top) {
                        Color.red.frame(width: 40, height: 40).alignmentGuide(.top) { _ in 20 }.id("red2")
                        Color.blue.frame(width: 40, height: 40).id("blue2")
                    }.id("h2")
                })
            }),
    ]

    static let grids: [ConformanceCase] = [
        ConformanceCase(name: "70 LazyVGrid fixed + adaptive", source: """
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<6) { i in Color.red.frame(height: 20).id("c\\(i)") }
            }.frame(width: 200)
            """, view: {
                AnyView(LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                    ForEach(0..<6) { i in Color.red.frame(height: 20).id("c\(i)") }
                }.frame(width: 200))
            }, expected: [E("c0", 0, 76, 70, 20), E("c1", 78, 76, 57, 20), E("c2", 143, 76, 57, 20)]),
        ConformanceCase(name: "77 three flexible columns", source: """
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                ForEach(0..<3) { i in Color.blue.frame(height: 30).id("c\\(i)") }
            }.frame(width: 200)
            """, view: {
                AnyView(LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(0..<3) { i in Color.blue.frame(height: 30).id("c\(i)") }
                }.frame(width: 200))
            }, expected: [E("c0", 0, 85, 61.333, 30), E("c1", 69.333, 85, 61.333, 30), E("c2", 138.667, 85, 61.333, 30)]),
        ConformanceCase(name: "78 Grid of fixed cells", source: """
            Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                GridRow { Color.red.frame(width: 40, height: 20).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
                GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
            }.id("grid")
            """, view: {
                AnyView(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                    GridRow { Color.red.frame(width: 40, height: 20).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
                    GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
                }.id("grid"))
            }, expected: [E("grid", 40, 70, 120, 60), E("red", 45, 75, 40, 20), E("blue", 100, 70, 60, 30),
                          E("green", 40, 115, 50, 10), E("yellow", 120, 110, 20, 20)]),
        ConformanceCase(name: "79 Grid column alignment", source: """
            Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                GridRow { Color.red.frame(width: 40, height: 20).gridColumnAlignment(.leading).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
                GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
            }
            """, view: {
                AnyView(Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                    GridRow { Color.red.frame(width: 40, height: 20).gridColumnAlignment(.leading).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
                    GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
                })
            }, expected: [E("red", 40, 75, 40, 20), E("green", 40, 115, 50, 10), E("blue", 100, 70, 60, 30)]),
    ]

    /// Containers of the subset that the reference describes without frames: the same tree as Swift.
    static let containers: [ConformanceCase] = [
        ConformanceCase(name: "ViewThatFits picks the first that fits", source: """
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 20).id("wide")
                Color.green.frame(width: 150, height: 20).id("medium")
                Color.blue.frame(width: 50, height: 20).id("narrow")
            }
            .frame(width: 160)
            """, view: {
                AnyView(ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 300, height: 20).id("wide")
                    Color.green.frame(width: 150, height: 20).id("medium")
                    Color.blue.frame(width: 50, height: 20).id("narrow")
                }.frame(width: 160))
            }, expected: [E("medium", 25, 90, 150, 20)]),
        ConformanceCase(name: "AnyLayout held in a let", source: """
            struct Switcher: View {
                var vertical = true
                var body: some View {
                    let layout = vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
                    layout {
                        Color.red.frame(width: 30, height: 30).id("a")
                        Color.blue.frame(width: 30, height: 30).id("b")
                    }
                }
            }
            """, view: {
                AnyView(AnyLayout(VStackLayout(spacing: 4)) {
                    Color.red.frame(width: 30, height: 30).id("a")
                    Color.blue.frame(width: 30, height: 30).id("b")
                })
            }, expected: [E("a", 85, 68, 30, 30), E("b", 85, 102, 30, 30)]),
        ConformanceCase(name: "custom alignment guide", source: """
            extension VerticalAlignment {
                enum Mid: AlignmentID {
                    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
                }
                static let mid = VerticalAlignment(Mid.self)
            }
            #Preview {
                HStack(alignment: .mid) {
                    Color.red.frame(width: 20, height: 60).id("red")
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(.mid) { d in d[VerticalAlignment.center] }.id("blue")
                }.id("h")
            }
            """, view: {
                AnyView(HStack(alignment: ConformanceGuides.mid) {
                    Color.red.frame(width: 20, height: 60).id("red")
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(ConformanceGuides.mid) { d in d[VerticalAlignment.center] }.id("blue")
                }.id("h"))
            }, expected: [E("red", 76, 65, 20, 60), E("blue", 104, 115, 20, 20)]),
        ConformanceCase(name: "custom layouts by name", source: """
            VStack {
                FlowLayout(spacing: 4) {
                    ForEach(0..<7) { i in Color.red.frame(width: 50, height: 20).id("f\\(i)") }
                }
                MyEqualWidthHStack {
                    Text("OK").id("ok")
                    Text("Cancel").id("cancel")
                }
                BasicVStack(alignment: .leading) {
                    Color.green.frame(width: 30, height: 10)
                    Color.green.frame(width: 60, height: 10)
                }
                MyRadialLayout {
                    ForEach(0..<4) { i in Color.blue.frame(width: 10, height: 10).rank(4 - i).id("r\\(i)") }
                }
                .frame(width: 60, height: 60)
            }
            """, view: {
                AnyView(VStack {
                    FlowLayout(spacing: 4) {
                        ForEach(0..<7) { i in Color.red.frame(width: 50, height: 20).id("f\(i)") }
                    }
                    MyEqualWidthHStack {
                        Text("OK").id("ok")
                        Text("Cancel").id("cancel")
                    }
                    BasicVStack(alignment: .leading) {
                        Color.green.frame(width: 30, height: 10)
                        Color.green.frame(width: 60, height: 10)
                    }
                    MyRadialLayout {
                        ForEach(0..<4) { i in Color.blue.frame(width: 10, height: 10).rank(4 - i).id("r\(i)") }
                    }
                    .frame(width: 60, height: 60)
                })
            }),
    ]

    static let text: [ConformanceCase] = [
        ConformanceCase(name: "64 first-text-baseline", source: """
            HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle).id("big"); Text("small").id("small") }.id("h")
            """, view: {
                AnyView(HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle).id("big"); Text("small").id("small") }.id("h"))
            }),
        ConformanceCase(name: "82 text and spacer", source: """
            HStack { Text("Hello, world").id("text"); Spacer().id("spacer") }.frame(width: 200)
            """, view: {
                AnyView(HStack { Text("Hello, world").id("text"); Spacer().id("spacer") }.frame(width: 200))
            }),
        ConformanceCase(name: "83 leading full-width text", source: """
            Text("Hello, world").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame")
            """, view: {
                AnyView(Text("Hello, world").id("text").frame(maxWidth: .infinity, alignment: .leading).id("frame"))
            }, width: 300, height: 300),
        ConformanceCase(name: "84 text padding", source: #"Text("Hello").id("text").padding().id("pad")"#, view: {
            AnyView(Text("Hello").id("text").padding().id("pad"))
        }),
        ConformanceCase(name: "85 vertical spacing around text", source: """
            VStack { Color.red.frame(width: 150, height: 30).id("top"); Text("Fat").id("fat"); Color.red.frame(width: 150, height: 30).id("bottom") }
            """, view: {
                AnyView(VStack { Color.red.frame(width: 150, height: 30).id("top"); Text("Fat").id("fat"); Color.red.frame(width: 150, height: 30).id("bottom") })
            }),
        ConformanceCase(name: "text concatenation, styles, truncation", source: """
            VStack(alignment: .leading) {
                (Text("Bold ").bold() + Text("and italic").italic() + Text(" \\(3) items")).id("concat")
                Text("A long line that will be truncated at the end").lineLimit(1).id("trunc")
                Text("Weighted").fontWeight(.semibold).font(.system(size: 22, weight: .light, design: .rounded)).id("weight")
            }.frame(width: 150)
            """, view: {
                AnyView(VStack(alignment: .leading) {
                    (Text("Bold ").bold() + Text("and italic").italic() + Text(" 3 items")).id("concat")
                    Text("A long line that will be truncated at the end").lineLimit(1).id("trunc")
                    Text("Weighted").fontWeight(.semibold).font(.system(size: 22, weight: .light, design: .rounded)).id("weight")
                }.frame(width: 150))
            }),
    ]
}
