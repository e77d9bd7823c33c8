import SwiftUI

/// An adaptive LazyVGrid of cards: as many columns of at least 150 points as fit, sharing the
/// width. Two columns on a phone, four or five on an iPad (try --size 1024x768).
struct Trip {
    let place: String
    let detail: String
    let image: String
}

let trips = [
    Trip(place: "Sahara", detail: "4 nights · dunes", image: "thumb-sun"),
    Trip(place: "Dolomites", detail: "6 nights · hiking", image: "thumb-peaks"),
    Trip(place: "Kyoto", detail: "5 nights · gardens", image: "thumb-leaf"),
    Trip(place: "Lisbon", detail: "3 nights · tiles", image: "thumb-box"),
    Trip(place: "Nazaré", detail: "2 nights · surf", image: "thumb-wave"),
    Trip(place: "Reykjavík", detail: "4 nights · lights", image: "thumb-rings"),
]

struct TripCard: View {
    let trip: Trip

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(trip.image)
                .resizable()
                .aspectRatio(3 / 2, contentMode: .fit)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            Text(trip.place).font(.headline)
            Text(trip.detail).font(.caption).foregroundStyle(.secondary)
        }
        .padding(10)
        .background(Color(white: 0.96), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct Trips: View {
    let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Trips").font(.largeTitle).bold()
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(trips, id: \.place) { trip in
                    TripCard(trip: trip)
                }
            }
            Spacer()
        }
        .padding(16)
    }
}

#Preview { Trips() }
