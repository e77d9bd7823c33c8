import SwiftUI

/// Alignment guides. A custom vertical guide, `.midAccount`, lines up a label on the left with
/// one chosen row of a column on the right (the way Apple's documentation shows it), and a
/// built-in `.leading` guide shifts one line of a leading-aligned stack to indent it.
extension VerticalAlignment {
    enum MidAccount: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[VerticalAlignment.center]
        }
    }

    static let midAccount = VerticalAlignment(MidAccount.self)
}

struct AccountPicker: View {
    let accounts = ["Checking", "Savings", "Brokerage", "Credit card"]
    var selected = 2

    var body: some View {
        HStack(alignment: .midAccount, spacing: 16) {
            HStack(spacing: 6) {
                Color.blue.frame(width: 10, height: 10)
                Text("Pay from").font(.headline)
            }
            .alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }

            VStack(alignment: .leading, spacing: 10) {
                ForEach(0..<accounts.count) { i in
                    if i == selected {
                        Text(accounts[i])
                            .bold()
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(Color.blue.opacity(0.15))
                            .alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                    } else {
                        Text(accounts[i]).padding(.horizontal, 8)
                    }
                }
            }
        }
        .padding()
    }
}

struct Indented: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Ingredients").font(.headline)
            Text("Flour, 500 g")
            Text("or spelt flour").font(.footnote).foregroundColor(.secondary)
                .alignmentGuide(.leading) { d in d[.leading] - 20 }
            Text("Water, 350 ml")
        }
        .padding()
    }
}

#Preview("Custom guide") {
    VStack(spacing: 30) {
        AccountPicker()
        AccountPicker(selected: 0)
        Indented()
    }
}
