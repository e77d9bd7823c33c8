import SwiftUI

/// A Grid table: columns as wide as their widest cell, numbers trailing-aligned with
/// `gridColumnAlignment`, and dividers between rows that span every column.
struct Planet {
    let name: String
    let color: Color
    let moons: Int
    let distance: Double
    let day: String
}

let planets = [
    Planet(name: "Mercury", color: .gray, moons: 0, distance: 0.39, day: "58 d"),
    Planet(name: "Venus", color: .orange, moons: 0, distance: 0.72, day: "243 d"),
    Planet(name: "Earth", color: .blue, moons: 1, distance: 1, day: "23.9 h"),
    Planet(name: "Mars", color: .red, moons: 2, distance: 1.52, day: "24.6 h"),
    Planet(name: "Jupiter", color: .brown, moons: 95, distance: 5.2, day: "9.9 h"),
    Planet(name: "Saturn", color: .yellow, moons: 146, distance: 9.54, day: "10.6 h"),
]

struct PlanetTable: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("The inner and outer planets").font(.title2).bold()
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("Planet")
                    Text("Moons").gridColumnAlignment(.trailing)
                    Text("AU").gridColumnAlignment(.trailing)
                    Text("Day")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                Divider()
                ForEach(planets, id: \.name) { p in
                    GridRow(alignment: .firstTextBaseline) {
                        HStack(spacing: 8) {
                            Circle().fill(p.color).frame(width: 10, height: 10)
                            Text(p.name).fontWeight(.medium)
                        }
                        .fixedSize()
                        Text("\(p.moons)").monospacedDigit()
                        Text("\(p.distance, specifier: "%.2f")").monospacedDigit()
                        Text(p.day).font(.subheadline).foregroundStyle(.secondary)
                    }
                    if p.name != "Saturn" {
                        Divider()
                    }
                }
            }
        }
        .padding(20)
    }
}

#Preview { PlanetTable() }
