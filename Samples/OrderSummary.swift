import SwiftUI

// Plain Swift and Foundation that the interpreter does not know: this file opens through the
// Swift compiler (UUID, an enum with computed properties, format styles, an @Observable class,
// a generic view, a NumberFormatter, a closure stored in a let).

enum Shipping: CaseIterable {
    case standard, express

    var title: String { self == .standard ? "Standard" : "Express" }
    var price: Double { self == .standard ? 4.99 : 14.5 }
}

struct LineItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var unitPrice: Double
    var total: Double { Double(quantity) * unitPrice }
}

@Observable
final class Order {
    var items: [LineItem] = [
        LineItem(name: "Notebook", quantity: 2, unitPrice: 6.5),
        LineItem(name: "Fountain pen", quantity: 1, unitPrice: 38),
        LineItem(name: "Ink, blue", quantity: 3, unitPrice: 7.25),
    ]
    var shipping = Shipping.express
    var subtotal: Double { items.reduce(0) { $0 + $1.total } }
    var total: Double { subtotal + shipping.price }
}

/// A row of a title and any value view.
struct ValueRow<Value: View>: View {
    var title: String
    @ViewBuilder var value: Value

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(title)
            Spacer(minLength: 12)
            value
        }
    }
}

private let percent: NumberFormatter = {
    let f = NumberFormatter()
    f.numberStyle = .percent
    return f
}()

struct OrderSummary: View {
    var order = Order()
    let tax = 0.08
    let emphasis: (Text) -> Text = { $0.bold() }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Order \(String(order.items.count)) items").font(.title2).bold()
            ForEach(order.items) { item in
                ValueRow(title: "\(item.quantity) × \(item.name)") {
                    Text(item.total, format: .currency(code: "USD"))
                }
            }
            Divider()
            ValueRow(title: "Shipping (\(order.shipping.title))") {
                Text(order.shipping.price, format: .currency(code: "USD"))
            }
            ValueRow(title: "Tax \(percent.string(from: NSNumber(value: tax)) ?? "")") {
                Text(order.subtotal * tax, format: .currency(code: "USD"))
            }
            ValueRow(title: "Total") {
                emphasis(Text(order.total * (1 + tax), format: .currency(code: "USD")))
            }
            .font(.headline)
            Text(String(format: "%d lines, %.1f items on average", order.items.count,
                        Double(order.items.map(\.quantity).reduce(0, +)) / Double(order.items.count)))
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Summary") {
    OrderSummary()
}

#Preview("Standard shipping", traits: .sizeThatFitsLayout) {
    let order = Order()
    order.shipping = .standard
    return OrderSummary(order: order).frame(width: 320)
}
