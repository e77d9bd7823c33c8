import Foundation
import Testing
@testable import Trellis

/// Pickers, sliders, steppers, date and colour pickers, gauges, menus, control groups,
/// disclosure groups and group boxes at rest (facts and sources at the top of Controls/Picker.swift,
/// Slider.swift, DatePicker.swift, Gauge.swift, Menu.swift, ControlRow.swift). Text is measured
/// by the approximate measurer: 0.55 em per character and 1.2 em lines, rounded up to whole
/// points (body 17 pt: "Banana" is 57×21; 13 pt: "B" is 8×16). Windows are 200×200 unless
/// said otherwise and centre the root.
@Suite struct ControlMetricTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, w, h, environment: env)
    }

    private func all(_ tree: LayoutTree, _ type: String) -> [LayoutTree.Element] {
        tree.root.all.filter { $0.type == type }
    }

    private func expectRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let r else { Issue.record("missing", sourceLocation: sourceLocation); return }
        let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
        #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    /// The chevron.up.chevron.down symbol in the footnote font, as the picker draws it.
    private var chevronSize: CGSize {
        let t = lay(Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).id("c"))
        return t.frame(id: "c")?.size ?? .zero
    }

    private func fruits(_ selection: String) -> some View {
        Picker("Fruit", selection: .constant(selection)) {
            Text("Apple").tag("a").id("apple")
            Text("Banana").tag("b").id("banana")
        }
    }

    // MARK: Picker

    @Test func menuPickerOutsideAListIsTheSelectedOptionAndTheChevronWithoutItsLabel() {
        let c = chevronSize
        #expect(c.width > 0 && c.height > 0)
        let t = lay(fruits("b").id("p"))
        #expect(t.root.type == "Picker")
        #expect(t.frame(id: "apple") == nil)
        #expect(!t.root.all.contains { $0.type == "Text" && $0.id == nil }, "the label is not drawn")
        let w = 57 + 4 + c.width, h = max(21, c.height)
        expectFrame(t, "p", (200 - w) / 2, (200 - h) / 2, w, h)
        expectFrame(t, "banana", (200 - w) / 2, (200 - 21) / 2, 57, 21)
    }

    @Test func menuPickerInAFormRowHasItsLabelLeadingAndTheValueTrailing() {
        let c = chevronSize
        let t = lay(Form { Picker(selection: .constant("b")) {
            Text("Apple").tag("a")
            Text("Banana").tag("b").id("banana")
        } label: { Text("Fruit").id("label") } }, 390, 300)
        // The row's content spans 390 − 2 × 16 − 2 × 20 = 318 from x 36 (ListStyle.swift).
        let rowHeight = max(21, c.height)
        let y = 35 + (44 - rowHeight - 22) / 2 + 11
        expectFrame(t, "label", 36, y + (rowHeight - 21) / 2, 47, 21)
        expectFrame(t, "banana", 36 + 318 - c.width - 4 - 57, y + (rowHeight - 21) / 2, 57, 21)
    }

    @Test func optionsOfAForEachAreTaggedWithTheirIDs() {
        let t = lay(Picker("Letter", selection: .constant("y")) {
            ForEach(["x", "y", "z"], id: \.self) { Text($0).id($0) }
        })
        #expect(t.frame(id: "y") != nil)
        #expect(t.frame(id: "x") == nil && t.frame(id: "z") == nil)
    }

    @Test func anExplicitTagWinsOverTheForEachID() {
        let t = lay(Picker("Letter", selection: .constant(2)) {
            ForEach(["x", "y"], id: \.self) { s in Text(s).id(s).tag(s == "x" ? 2 : 1) }
        })
        #expect(t.frame(id: "x") != nil && t.frame(id: "y") == nil)
    }

    @Test func theOlderInitWithALabelViewIsTheSamePicker() {
        let a = lay(Picker(selection: .constant(1), label: Text("N")) { Text("one").tag(1) })
        let b = lay(Picker("N", selection: .constant(1)) { Text("one").tag(1) })
        #expect(a == b)
    }

    @Test func anOptionalSelectionMatchesPlainTags() {
        let t = lay(Picker("L", selection: .constant(Optional("y"))) {
            Text("x").tag("x").id("x")
            Text("y").tag("y").id("y")
        })
        #expect(t.frame(id: "y") != nil && t.frame(id: "x") == nil)
    }

    @Test func aSelectionNoOptionIsTaggedWithShowsNoValue() {
        let t = lay(fruits("zzz").id("p"))
        #expect(t.frame(id: "apple") == nil && t.frame(id: "banana") == nil)
        expectFrame(t, "p", (200 - chevronSize.width) / 2, (200 - chevronSize.height) / 2, chevronSize.width, chevronSize.height)
    }

    @Test func segmentedPickerIs32TallWithEqualSegmentsInsetTwo() {
        let t = lay(Picker("Letter", selection: .constant(1)) {
            Text("A").tag(0).id("a")
            Text("B").tag(1).id("b")
        }.pickerStyle(.segmented).id("p"))
        expectFrame(t, "p", 0, 84, 200, 32)
        // (200 − 2 × 2) / 2 = 98 per segment; 13-pt titles 8×16 centred in each 98×28.
        expectFrame(t, "a", 2 + 45, 86 + 6, 8, 16)
        expectFrame(t, "b", 100 + 45, 86 + 6, 8, 16)
        // The selected segment's white rounded rectangle is the second segment.
        let thumbs = all(t, "RoundedRectangle").map(\.frame.rect)
        #expect(thumbs.contains(CGRect(x: 100, y: 86, width: 98, height: 28)), "\(thumbs)")
        #expect(thumbs.contains(CGRect(x: 0, y: 84, width: 200, height: 32)), "\(thumbs)")
    }

    @Test func segmentedPickerDividesOnlyUnselectedNeighbours() {
        let t = lay(Picker("Letter", selection: .constant(0)) {
            Text("A").tag(0); Text("B").tag(1); Text("C").tag(2)
        }.pickerStyle(.segmented))
        // Segments of 196 / 3 from x 2: a hairline at the start of the third only.
        let dividers = all(t, "Rectangle").map(\.frame.rect)
        #expect(dividers.count == 1, "\(dividers)")
        expectRect(dividers.first, 2 + 2 * 196 / 3, 94, 1, 12)
    }

    @Test func wheelPickerIs216TallWithTheSelectionInTheMiddle() {
        let t = lay(Picker("N", selection: .constant(5)) {
            ForEach(0..<10, id: \.self) { Text("\($0)").id("n\($0)") }
        }.pickerStyle(.wheel).id("p"), 300, 300)
        expectFrame(t, "p", 0, 42, 300, 216)
        // Rows of 32 around the middle (y 150); title3 (20 pt) digits are 11×24.
        expectFrame(t, "n5", 144.5, 150 - 12, 11, 24)
        expectFrame(t, "n4", 144.5, 150 - 32 - 12, 11, 24)
        expectFrame(t, "n8", 144.5, 150 + 96 - 12, 11, 24)
        #expect(t.frame(id: "n1") == nil && t.frame(id: "n9") == nil)
        // The 34-pt band, inset 8 pt.
        #expect(all(t, "RoundedRectangle").map(\.frame.rect).contains(CGRect(x: 8, y: 133, width: 284, height: 34)))
    }

    @Test func inlinePickerInAFormIsALabelRowAndARowPerOptionWithACheckmark() {
        let t = lay(Form { fruits("b").pickerStyle(.inline) }, 390, 300)
        let rows = all(t, "ListRow")
        #expect(rows.count == 3)
        expectRect(rows.first?.frame.rect, 16, 35, 358, 44)
        // One checkmark, in the selected (third) row, at the content's trailing edge.
        let marks = t.root.all.filter { $0.type == "Image" }
        #expect(marks.count == 1)
        if let mark = marks.first, rows.count == 3 {
            #expect(rows[2].frame.rect.contains(mark.frame.rect))
            #expect(abs(mark.frame.rect.maxX - (390 - 36)) < 0.01)
        }
    }

    @Test func navigationLinkPickerIsAValueRowWithAChevron() {
        let t = lay(fruits("a").pickerStyle(.navigationLink).id("p"))
        expectFrame(t, "p", 0, t.frame(id: "p")?.minY ?? 0, 200, t.frame(id: "p")?.height ?? 0)
        let chevron = t.root.all.last { $0.type == "Image" }
        #expect(abs((chevron?.frame.rect.maxX ?? 0) - 200) < 0.01)
        #expect(abs((t.frame(id: "apple")?.maxX ?? 0) - (200 - 8 - (chevron?.frame.width ?? 0))) < 0.01)
    }

    // MARK: Slider and Stepper

    @Test func sliderFillsTheWidthIs28TallAndPlacesItsThumbByTheValue() {
        let t = lay(Slider(value: .constant(0.25)).id("s"))
        expectFrame(t, "s", 0, 86, 200, 28)
        let circles = all(t, "Circle").map(\.frame.rect)
        // The thumb's centre travels 14…186: 14 + 172 × 0.25 = 57.
        #expect(circles.contains(CGRect(x: 43, y: 86, width: 28, height: 28)), "\(circles)")
        let capsules = all(t, "Capsule").map(\.frame.rect)
        #expect(capsules.contains(CGRect(x: 0, y: 98, width: 200, height: 4)), "\(capsules)")
        #expect(capsules.contains(CGRect(x: 0, y: 98, width: 57, height: 4)), "\(capsules)")
    }

    @Test func sliderClampsAndSnapsToItsStep() {
        #expect(Slider<EmptyView, EmptyView>.fraction(7.4, 0...10, 2) == 0.8)
        #expect(Slider<EmptyView, EmptyView>.fraction(12, 0...10, nil) == 1)
        #expect(Slider<EmptyView, EmptyView>.fraction(-3, 0...10, nil) == 0)
        #expect(Slider<EmptyView, EmptyView>.fraction(5, 5...5, nil) == 0)
    }

    @Test func sliderValueLabelsSitBeforeAndAfterTheTrack() {
        let t = lay(Slider(value: .constant(0.5), in: 0...1) { Text("Volume").id("label") }
                    minimumValueLabel: { Text("A").id("min") } maximumValueLabel: { Text("B").id("max") })
        #expect(t.frame(id: "label") == nil, "iOS does not show a slider's label")
        expectFrame(t, "min", 0, 89.5, 10, 21)
        expectFrame(t, "max", 190, 89.5, 10, 21)
        #expect(all(t, "Circle").map(\.frame.rect).contains(CGRect(x: 18 + (164 - 28) / 2, y: 86, width: 28, height: 28)))
    }

    @Test func stepperIsItsLabelAndThe94By32ControlTrailing() {
        let t = lay(Stepper("Hello", value: .constant(3), in: 0...10).id("s"))
        expectFrame(t, "s", 0, 84, 200, 32)
        #expect(all(t, "RoundedRectangle").map(\.frame.rect) == [CGRect(x: 106, y: 84, width: 94, height: 32)])
        let dimmed = lay(Stepper("Hello", value: .constant(0), in: 0...10).labelsHidden().id("s"))
        expectFrame(dimmed, "s", 53, 84, 94, 32)
    }

    // MARK: DatePicker and ColorPicker

    @Test func compactDatePickerShowsADateAndATimeButtonTrailing() {
        let date = Date(timeIntervalSince1970: 1_764_063_660) // 2025-11-25 09:41 UTC
        #expect(DatePicker<Text>.buttonTitles(date, [.date, .hourAndMinute], timeZone: TimeZone(identifier: "UTC")!) == ["Nov 25, 2025", "9:41\u{202F}AM"]
                || DatePicker<Text>.buttonTitles(date, [.date, .hourAndMinute], timeZone: TimeZone(identifier: "UTC")!) == ["Nov 25, 2025", "9:41 AM"])
        let t = lay(DatePicker("When", selection: .constant(date), displayedComponents: .date).id("d"), 300, 200)
        // "Nov 25, 2025" is 12 characters: 113×21, padded 11×6 → 135×33.
        expectFrame(t, "d", 0, 83.5, 300, 33)
        #expect(all(t, "RoundedRectangle").map(\.frame.rect) == [CGRect(x: 165, y: 83.5, width: 135, height: 33)])
    }

    @Test func wheelDatePickerHasAColumnPerFieldAroundTheSelection() {
        let date = Date(timeIntervalSince1970: 1_764_063_660) // Tue 2025-11-25 09:41 UTC
        let utc = TimeZone(identifier: "UTC")!
        let dateColumns = DateWheel.columns(date, .date, timeZone: utc)
        #expect(dateColumns.map { $0[3] } == ["November", "25", "2025"])
        #expect(dateColumns[0] == ["August", "September", "October", "November", "December", "January", "February"])
        #expect(dateColumns[1][6] == "28" && dateColumns[2][0] == "2022")
        let time = DateWheel.columns(date, .hourAndMinute, timeZone: utc)
        #expect(time == [["6", "7", "8", "9", "10", "11", "12"], ["38", "39", "40", "41", "42", "43", "44"], ["", "", "", "AM", "PM", "", ""]])
        let both = DateWheel.columns(date, [.date, .hourAndMinute], timeZone: utc)
        #expect(both.count == 4 && both[0][3] == "Tue Nov 25", "\(both)")
        let t = lay(DatePicker("When", selection: .constant(date)).datePickerStyle(.wheel).id("d"), 390, 300)
        expectFrame(t, "d", 0, 42, 390, 216)
    }

    @Test func colorPickerWellIs28Trailing() {
        let t = lay(ColorPicker("Tint", selection: .constant(.red)).id("c"))
        // The row is as tall as the well.
        expectFrame(t, "c", 0, 86, 200, 28)
        #expect(all(t, "ZStack").last.map(\.frame.rect) == CGRect(x: 172, y: 86, width: 28, height: 28))
    }

    // MARK: Gauge

    @Test func linearGaugeIsItsLabelA6PointBarAndItsBoundLabels() {
        let t = lay(Gauge(value: 0.5) { Text("Fuel").id("label") } currentValueLabel: { Text("A").id("cur") }
                    minimumValueLabel: { Text("E").id("min") } maximumValueLabel: { Text("F").id("max") }.id("g"))
        // 21 + 4 + 6 + 4 + 15 (caption 12 pt) = 50 tall.
        expectFrame(t, "g", 0, 75, 200, 50)
        expectFrame(t, "label", 0, 75, 38, 21)
        expectFrame(t, "cur", 190, 75, 10, 21)
        let capsules = all(t, "Capsule").map(\.frame.rect)
        #expect(capsules.contains(CGRect(x: 0, y: 100, width: 200, height: 6)) && capsules.contains(CGRect(x: 0, y: 100, width: 100, height: 6)), "\(capsules)")
        expectFrame(t, "min", 0, 110, 7, 15)
        expectFrame(t, "max", 193, 110, 7, 15)
    }

    @Test func accessoryCircularGaugeIs58Across() {
        let t = lay(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryCircular).id("g"))
        expectFrame(t, "g", 71, 71, 58, 58)
        // The marker of 0.5: half-way along the 270° open ring, at its top. The ring's circle is
        // inscribed in 52×52 (58 less half the 6-pt ring on each side): centre (100, 100), radius
        // 26; the 7-pt marker is centred on (100, 74).
        let markers = all(t, "Circle").map(\.frame.rect).filter { abs($0.width - 7) < 0.01 }
        // (The marker is a white circle and its outline: two circles in the same frame.)
        #expect(!markers.isEmpty && markers.allSatisfy { abs($0.midX - 100) < 0.01 && abs($0.midY - 74) < 0.01 }, "\(markers)")
        let capacity = lay(Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity).id("g"))
        expectFrame(capacity, "g", 71, 71, 58, 58)
        #expect(all(capacity, "Circle").isEmpty, "a capacity ring has no marker")
    }

    // MARK: Menu, ControlGroup, DisclosureGroup, GroupBox

    @Test func menuIsItsLabelAsABorderlessButton() {
        let t = lay(Menu("Hello") { Button("One") {} }.id("m"))
        expectFrame(t, "m", 76.5, 89.5, 47, 21)
        #expect(t.root.type == "Menu")
        let bordered = lay(Menu("Hello") { Button("One") {} }.buttonStyle(.bordered).id("m"))
        expectFrame(bordered, "m", 64.5, 82.5, 71, 35)
    }

    @Test func controlGroupSplitsTheWidthIntoPaddedSegments() {
        let t = lay(ControlGroup { Button("A") {}.id("a"); Button("B") {}.id("b") }.id("g"))
        // 21 + 2 × 7 = 35 tall; two segments of (200 − 1) / 2 = 99.5 with a 1-pt separator
        // between them, each label centred in its segment.
        expectFrame(t, "g", 0, 82.5, 200, 35)
        expectFrame(t, "a", 44.75, 89.5, 10, 21)
        expectFrame(t, "b", 145.25, 89.5, 10, 21)
    }

    @Test func disclosureGroupShowsItsContentOnlyWhenExpanded() {
        let closed = lay(DisclosureGroup("Hello") { Text("A").id("a") }.id("d"))
        #expect(closed.frame(id: "a") == nil)
        #expect(closed.root.all.contains { $0.type == "Image" })
        let open = lay(DisclosureGroup("Hello", isExpanded: .constant(true)) { Text("A").id("a") }.id("d"))
        // The header row (21) then the content, leading, at the stack's spacing between a row
        // and a text (7.25 with these metrics).
        expectFrame(open, "d", 0, 75.375, 200, 49.25)
        expectFrame(open, "a", 0, 103.625, 10, 21)
    }

    @Test func disclosureGroupInAListMakesItsContentRows() {
        let t = lay(List { DisclosureGroup("Hello", isExpanded: .constant(true)) { Text("A"); Text("B") } }, 390, 300)
        #expect(all(t, "ListRow").count == 3)
    }

    @Test func groupBoxPadsItsLabelAndContent16() {
        let t = lay(GroupBox("Hello") { Text("A").id("a") }.id("g"))
        // Headline label 21, the stack's spacing between two texts (0 with these metrics), 21 of
        // content, 16 around: 200 × 74.
        expectFrame(t, "g", 0, 63, 200, 74)
        expectFrame(t, "a", 16, 100, 10, 21)
    }

    // MARK: Rows

    @Test func controlsInAFormRowHaveTheirLabelLeadingAndControlTrailing() {
        let t = lay(Form {
            Stepper("Count", value: .constant(1)).id("stepper")
            ColorPicker("Tint", selection: .constant(.blue)).id("color")
        }, 390, 300)
        // 32 + 2 × 11 = 54: a row taller than 44 keeps its 11-pt insets.
        expectFrame(t, "stepper", 36, 35 + 11, 318, 32)
        expectFrame(t, "color", 36, 35 + 54 + 11, 318, 28)
    }

    @Test func theSeparatorUnderASegmentedPickerRowStartsAtTheRowInset() {
        let t = lay(Form {
            Picker("Letter", selection: .constant(0)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented)
            Text("C")
        }, 390, 300)
        let separators = all(t, "ListRow").compactMap { $0.children.count > 1 ? $0.children[1].frame.rect : nil }
        #expect(separators.count == 1 && abs((separators.first?.minX ?? 0) - 36) < 0.01, "\(separators)")
    }
}
