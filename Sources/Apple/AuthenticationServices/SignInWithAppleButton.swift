// SwiftUI's Sign in with Apple button.
import Foundation
import Trellis

/// The Sign in with Apple button: it asks the app to configure a request when tapped, and reports
/// how the sign-in ended.
///
/// Linux: drawn at rest as the system draws it: a rounded rectangle (corner radius 6, black,
/// white or white with a black outline by `signInWithAppleButtonStyle`) with its title centred
/// in 17-point medium text (without the Apple logo, which only Apple's fonts have). Like
/// Apple's, it takes the size it is offered — at least 140 × 30 points, the smallest the system
/// draws — and is that size on an axis proposed nil; apps give it a frame. Tapping does nothing.
/// One warning per process says it cannot sign in.
public nonisolated struct SignInWithAppleButton: View {
    /// The button's title.
    public struct Label: Hashable, Sendable {
        let title: String
        /// "Sign in with Apple" (the default).
        public static let signIn = Label(title: "Sign in with Apple")
        /// "Continue with Apple".
        public static let `continue` = Label(title: "Continue with Apple")
        /// "Sign up with Apple".
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// The button's colours.
    public struct Style: Hashable, Sendable {
        let background: Color
        let foreground: Color
        let outlined: Bool
        /// White text on black.
        public static let black = Style(background: .black, foreground: .white, outlined: false)
        /// Black text on white.
        public static let white = Style(background: .white, foreground: .black, outlined: false)
        /// Black text on white, with a black outline.
        public static let whiteOutline = Style(background: .white, foreground: .black, outlined: true)
    }

    let label: Label
    @Environment(\.signInWithAppleButtonStyle) private var style

    /// A button with a title that configures the request when tapped and reports the result.
    /// - Parameters:
    ///   - label: The title (`.signIn` by default).
    ///   - onRequest: Configures the request (its scopes, nonce).
    ///   - onCompletion: Called with the authorization or the error.
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
    }

    /// The button at rest.
    public var body: some View {
        FrameworkPlaceholder("SignInWithAppleButton",
                             warning: "SignInWithAppleButton is drawn at rest (signing in with Apple is not available on Linux)") {
            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(style.background)
                .overlay {
                    if style.outlined {
                        RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
                    }
                }
                .overlay {
                    Text(verbatim: label.title)
                        .font(.system(size: 17, weight: .medium))
                        .foregroundStyle(style.foreground)
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .padding(.horizontal, 8)
                }
                .frame(minWidth: 140, maxWidth: .infinity, minHeight: 30, maxHeight: .infinity)
        }
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
    static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
    /// The colours of Sign in with Apple buttons here (black by default).
    public var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the colours of the Sign in with Apple buttons in this view.
    /// - Parameter style: `.black`, `.white` or `.whiteOutline`.
    /// - Returns: The view with the style.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\.signInWithAppleButtonStyle, style)
    }
}
