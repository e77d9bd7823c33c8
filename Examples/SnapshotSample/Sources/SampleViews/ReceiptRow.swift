import SwiftUI

/// One line of an order receipt: an icon, the item and its quantity, and the price at the
/// trailing edge. Used by `ReceiptCard`.
struct ReceiptRow: View {
    var symbol: String
    var item: String
    var quantity: Int
    var price: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .frame(width: 28, height: 28)
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 2) {
                Text(item)
                    .font(.body)
                Text("Qty \(quantity)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Text(price)
                .font(.body.monospacedDigit())
        }
    }
}
