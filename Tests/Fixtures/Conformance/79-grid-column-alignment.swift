import SwiftUI

#Preview("79 Grid column alignment") {
    Grid(horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow { Color.red.frame(width: 40, height: 20).gridColumnAlignment(.leading).id("red"); Color.blue.frame(width: 60, height: 30).id("blue") }
        GridRow { Color.green.frame(width: 50, height: 10).id("green"); Color.yellow.frame(width: 20, height: 20).id("yellow") }
    }
}
