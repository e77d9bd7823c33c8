import SwiftUI

/// An order receipt card, as an iOS app would show it: a title, the rows, a divider and the
/// total. Its snapshot tests (Tests/SampleViewsTests) are written as an iOS suite writes them.
public struct ReceiptCard: View {
    public var title: String
    @State private var expanded = true

    public init(title: String = "Order #1042") {
        self.title = title
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text(title)
                    .font(.headline)
                Spacer()
                Text("Paid")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(Color.green.opacity(0.2)))
            }
            if expanded {
                ReceiptRow(symbol: "bag", item: "Flat white", quantity: 2, price: "€7.00")
                ReceiptRow(symbol: "gift", item: "Almond croissant", quantity: 1, price: "€3.80")
            }
            Divider()
            HStack {
                Text("Total")
                    .font(.headline)
                Spacer()
                Text("€10.80")
                    .font(.headline.monospacedDigit())
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.12)))
        .padding(16)
    }
}

#Preview {
    ReceiptCard()
}
