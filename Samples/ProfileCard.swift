import SwiftUI

/// A profile card: a photo with a translucent caption bar laid over its bottom edge.
/// The ZStack is as big as the photo's frame; the caption bar is bottom-aligned in it and
/// stretches to the full width with `maxWidth: .infinity`.
struct ProfileCard: View {
    var name = "Mira Okafor"
    var role = "Landscape photographer · Lagos"

    var body: some View {
        ZStack(alignment: .bottom) {
            Image("portrait")
                .resizable()
                .scaledToFill()
                .frame(width: 300, height: 380)
                .clipped()

            VStack(alignment: .leading, spacing: 4) {
                Text(name)
                    .font(.title2)
                    .bold()
                    .foregroundColor(.white)
                Text(role)
                    .font(.subheadline)
                    .foregroundColor(.white.opacity(0.85))
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(.black.opacity(0.45))
        }
        .frame(width: 300, height: 380)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .shadow(color: .black.opacity(0.25), radius: 16, y: 8)
    }
}

#Preview {
    ProfileCard()
}

#Preview("Long caption") {
    ProfileCard(name: "Maximiliana Okonkwo-Alexandrova",
                role: "Wildlife and landscape photographer, travelling the Rift Valley")
}
