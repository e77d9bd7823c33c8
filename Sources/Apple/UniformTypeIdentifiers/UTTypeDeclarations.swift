// The system's common types: their identifiers, direct supertypes, filename extensions, MIME
// types and descriptions. The identifiers and conformances are those Apple documents for its
// UTType constants (the UTCoreTypes header's "UTI" and "conforms to"); extensions and MIME types
// are the registered ones those types are known by. Descriptions are Trellis's English wording.
// Order matters: a tag several types share belongs to the first (`jpg` is `public.jpeg`).
import Foundation

enum UTTypeTable {
    struct Entry: Sendable {
        let identifier: String
        let declaration: UTTypeDeclaration
    }

    static let entries: [Entry] = [
        Entry(identifier: "public.item", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "item")),
        Entry(identifier: "public.content", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "content")),
        Entry(identifier: "public.composite-content", declaration: UTTypeDeclaration(parents: ["public.content"], extensions: [], mimeTypes: [], description: "composite content")),
        Entry(identifier: "public.disk-image", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "disk image")),
        Entry(identifier: "public.data", declaration: UTTypeDeclaration(parents: ["public.item"], extensions: [], mimeTypes: [], description: "data")),
        Entry(identifier: "public.directory", declaration: UTTypeDeclaration(parents: ["public.item"], extensions: [], mimeTypes: [], description: "directory")),
        Entry(identifier: "com.apple.resolvable", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "resolvable item")),
        Entry(identifier: "public.symlink", declaration: UTTypeDeclaration(parents: ["public.item", "com.apple.resolvable"], extensions: [], mimeTypes: [], description: "symbolic link")),
        Entry(identifier: "public.executable", declaration: UTTypeDeclaration(parents: ["public.item"], extensions: [], mimeTypes: [], description: "executable")),
        Entry(identifier: "com.apple.mount-point", declaration: UTTypeDeclaration(parents: ["public.item", "com.apple.resolvable"], extensions: [], mimeTypes: [], description: "mount point")),
        Entry(identifier: "com.apple.alias-file", declaration: UTTypeDeclaration(parents: ["public.data", "com.apple.resolvable"], extensions: [], mimeTypes: [], description: "alias")),
        Entry(identifier: "com.apple.bookmark", declaration: UTTypeDeclaration(parents: ["public.data", "com.apple.resolvable"], extensions: [], mimeTypes: [], description: "bookmark data")),
        Entry(identifier: "public.url", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: [], mimeTypes: [], description: "URL")),
        Entry(identifier: "public.file-url", declaration: UTTypeDeclaration(parents: ["public.url"], extensions: [], mimeTypes: [], description: "file URL")),
        Entry(identifier: "public.text", declaration: UTTypeDeclaration(parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "text")),
        Entry(identifier: "public.plain-text", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text")),
        Entry(identifier: "public.utf8-plain-text", declaration: UTTypeDeclaration(parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 plain text")),
        Entry(identifier: "public.utf16-external-plain-text", declaration: UTTypeDeclaration(parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text")),
        Entry(identifier: "public.utf16-plain-text", declaration: UTTypeDeclaration(parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text")),
        Entry(identifier: "public.delimited-values-text", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: [], mimeTypes: [], description: "delimited text")),
        Entry(identifier: "public.comma-separated-values-text", declaration: UTTypeDeclaration(parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values")),
        Entry(identifier: "public.tab-separated-values-text", declaration: UTTypeDeclaration(parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], description: "tab-separated values")),
        Entry(identifier: "public.utf8-tab-separated-values-text", declaration: UTTypeDeclaration(parents: ["public.tab-separated-values-text", "public.utf8-plain-text"], extensions: [], mimeTypes: [], description: "UTF-8 tab-separated values")),
        Entry(identifier: "public.rtf", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"], description: "rich text document")),
        Entry(identifier: "public.html", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML text")),
        Entry(identifier: "public.xml", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML text")),
        Entry(identifier: "public.yaml", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML text")),
        Entry(identifier: "public.source-code", declaration: UTTypeDeclaration(parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code")),
        Entry(identifier: "public.assembly-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["s"], mimeTypes: [], description: "assembly source")),
        Entry(identifier: "public.c-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["c"], mimeTypes: [], description: "C source")),
        Entry(identifier: "public.objective-c-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["m"], mimeTypes: [], description: "Objective-C source")),
        Entry(identifier: "public.swift-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["swift"], mimeTypes: [], description: "Swift source")),
        Entry(identifier: "public.c-plus-plus-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["cpp", "cp", "cc", "cxx", "c++"], mimeTypes: [], description: "C++ source")),
        Entry(identifier: "public.objective-c-plus-plus-source", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["mm"], mimeTypes: [], description: "Objective-C++ source")),
        Entry(identifier: "public.c-header", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["h"], mimeTypes: [], description: "C header")),
        Entry(identifier: "public.c-plus-plus-header", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: ["hpp", "hh", "hxx"], mimeTypes: [], description: "C++ header")),
        Entry(identifier: "public.script", declaration: UTTypeDeclaration(parents: ["public.source-code"], extensions: [], mimeTypes: [], description: "script")),
        Entry(identifier: "com.apple.applescript.text", declaration: UTTypeDeclaration(parents: ["public.script"], extensions: ["applescript"], mimeTypes: [], description: "AppleScript text")),
        Entry(identifier: "com.apple.applescript.script", declaration: UTTypeDeclaration(parents: ["public.data", "public.script"], extensions: ["scpt"], mimeTypes: [], description: "compiled script")),
        Entry(identifier: "com.apple.applescript.script-bundle", declaration: UTTypeDeclaration(parents: ["com.apple.bundle", "com.apple.package", "public.script"], extensions: ["scptd"], mimeTypes: [], description: "script bundle")),
        Entry(identifier: "com.netscape.javascript-source", declaration: UTTypeDeclaration(parents: ["public.source-code", "public.executable"], extensions: ["js", "mjs"], mimeTypes: ["text/javascript", "application/javascript"], description: "JavaScript source")),
        Entry(identifier: "public.shell-script", declaration: UTTypeDeclaration(parents: ["public.script"], extensions: ["sh", "command"], mimeTypes: ["application/x-sh"], description: "shell script")),
        Entry(identifier: "public.perl-script", declaration: UTTypeDeclaration(parents: ["public.shell-script"], extensions: ["pl", "pm"], mimeTypes: ["text/x-perl-script"], description: "Perl script")),
        Entry(identifier: "public.python-script", declaration: UTTypeDeclaration(parents: ["public.shell-script"], extensions: ["py"], mimeTypes: ["text/x-python-script"], description: "Python script")),
        Entry(identifier: "public.ruby-script", declaration: UTTypeDeclaration(parents: ["public.shell-script"], extensions: ["rb"], mimeTypes: ["text/x-ruby-script"], description: "Ruby script")),
        Entry(identifier: "public.php-script", declaration: UTTypeDeclaration(parents: ["public.shell-script"], extensions: ["php"], mimeTypes: ["text/php"], description: "PHP script")),
        Entry(identifier: "public.make-source", declaration: UTTypeDeclaration(parents: ["public.script"], extensions: [], mimeTypes: [], description: "makefile")),
        Entry(identifier: "public.json", declaration: UTTypeDeclaration(parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON document")),
        Entry(identifier: "com.apple.property-list", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["plist"], mimeTypes: [], description: "property list")),
        Entry(identifier: "com.apple.xml-property-list", declaration: UTTypeDeclaration(parents: ["public.xml", "com.apple.property-list"], extensions: [], mimeTypes: [], description: "XML property list")),
        Entry(identifier: "com.apple.binary-property-list", declaration: UTTypeDeclaration(parents: ["com.apple.property-list"], extensions: [], mimeTypes: [], description: "binary property list")),
        Entry(identifier: "com.adobe.pdf", declaration: UTTypeDeclaration(parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document")),
        Entry(identifier: "com.apple.rtfd", declaration: UTTypeDeclaration(parents: ["com.apple.package", "public.composite-content"], extensions: ["rtfd"], mimeTypes: [], description: "rich text document with attachments")),
        Entry(identifier: "com.apple.flat-rtfd", declaration: UTTypeDeclaration(parents: ["public.data", "public.composite-content"], extensions: ["flat-rtfd"], mimeTypes: [], description: "flat rich text document with attachments")),
        Entry(identifier: "com.apple.webarchive", declaration: UTTypeDeclaration(parents: ["public.data", "public.composite-content"], extensions: ["webarchive"], mimeTypes: ["application/x-webarchive"], description: "web archive")),
        Entry(identifier: "public.image", declaration: UTTypeDeclaration(parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "image")),
        Entry(identifier: "public.jpeg", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], description: "JPEG image")),
        Entry(identifier: "public.tiff", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image")),
        Entry(identifier: "com.compuserve.gif", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image")),
        Entry(identifier: "public.png", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image")),
        Entry(identifier: "com.apple.icns", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["icns"], mimeTypes: [], description: "Apple icon image")),
        Entry(identifier: "com.microsoft.bmp", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "Windows bitmap image")),
        Entry(identifier: "com.microsoft.ico", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon", "image/x-icon"], description: "Windows icon image")),
        Entry(identifier: "public.camera-raw-image", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: [], mimeTypes: [], description: "raw image")),
        Entry(identifier: "public.svg-image", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image")),
        Entry(identifier: "com.apple.live-photo", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "Live Photo")),
        Entry(identifier: "public.heif-standard", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: [], mimeTypes: [], description: "HEIF standard image")),
        Entry(identifier: "public.heif", declaration: UTTypeDeclaration(parents: ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image")),
        Entry(identifier: "public.heic", declaration: UTTypeDeclaration(parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image")),
        Entry(identifier: "org.webmproject.webp", declaration: UTTypeDeclaration(parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image")),
        Entry(identifier: "public.3d-content", declaration: UTTypeDeclaration(parents: ["public.content"], extensions: [], mimeTypes: [], description: "3D content")),
        Entry(identifier: "com.pixar.universal-scene-description", declaration: UTTypeDeclaration(parents: ["public.3d-content", "public.data"], extensions: ["usd", "usda", "usdc"], mimeTypes: [], description: "Universal Scene Description")),
        Entry(identifier: "com.pixar.universal-scene-description-mobile", declaration: UTTypeDeclaration(parents: ["public.3d-content", "public.data"], extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"], description: "Universal Scene Description package")),
        Entry(identifier: "com.apple.reality", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["reality"], mimeTypes: [], description: "Reality file")),
        Entry(identifier: "com.apple.scenekit.scene", declaration: UTTypeDeclaration(parents: ["public.3d-content", "public.data"], extensions: ["scn"], mimeTypes: [], description: "SceneKit scene")),
        Entry(identifier: "com.apple.arobject", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["arobject"], mimeTypes: [], description: "AR reference object")),
        Entry(identifier: "public.audiovisual-content", declaration: UTTypeDeclaration(parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "audiovisual content")),
        Entry(identifier: "public.movie", declaration: UTTypeDeclaration(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "movie")),
        Entry(identifier: "public.video", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: [], mimeTypes: [], description: "video")),
        Entry(identifier: "public.audio", declaration: UTTypeDeclaration(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "audio")),
        Entry(identifier: "com.apple.quicktime-movie", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie")),
        Entry(identifier: "public.mpeg", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: ["mpg", "mpeg", "m75", "m15"], mimeTypes: ["video/mpeg"], description: "MPEG movie")),
        Entry(identifier: "public.mpeg-2-video", declaration: UTTypeDeclaration(parents: ["public.video"], extensions: ["m2v"], mimeTypes: [], description: "MPEG-2 video")),
        Entry(identifier: "public.mpeg-2-transport-stream", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: ["ts"], mimeTypes: ["video/mp2t"], description: "MPEG-2 transport stream")),
        Entry(identifier: "public.mp3", declaration: UTTypeDeclaration(parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio")),
        Entry(identifier: "public.mpeg-4", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: ["mp4", "mpg4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie")),
        Entry(identifier: "public.mpeg-4-audio", declaration: UTTypeDeclaration(parents: ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4", "audio/x-m4a"], description: "MPEG-4 audio")),
        Entry(identifier: "com.apple.protected-mpeg-4-audio", declaration: UTTypeDeclaration(parents: ["public.audio"], extensions: ["m4p"], mimeTypes: [], description: "protected MPEG-4 audio")),
        Entry(identifier: "com.apple.m4v-video", declaration: UTTypeDeclaration(parents: ["public.mpeg-4"], extensions: ["m4v"], mimeTypes: ["video/x-m4v"], description: "MPEG-4 video")),
        Entry(identifier: "com.apple.protected-mpeg-4-video", declaration: UTTypeDeclaration(parents: ["com.apple.m4v-video"], extensions: [], mimeTypes: [], description: "protected MPEG-4 video")),
        Entry(identifier: "public.avi", declaration: UTTypeDeclaration(parents: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/x-msvideo", "video/avi"], description: "AVI movie")),
        Entry(identifier: "public.aifc-audio", declaration: UTTypeDeclaration(parents: ["public.audio"], extensions: ["aifc"], mimeTypes: [], description: "AIFF-C audio")),
        Entry(identifier: "public.aiff-audio", declaration: UTTypeDeclaration(parents: ["public.aifc-audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff", "audio/x-aiff"], description: "AIFF audio")),
        Entry(identifier: "com.microsoft.waveform-audio", declaration: UTTypeDeclaration(parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/x-wav", "audio/vnd.wave"], description: "WAVE audio")),
        Entry(identifier: "public.midi-audio", declaration: UTTypeDeclaration(parents: ["public.audio"], extensions: ["mid", "midi"], mimeTypes: ["audio/midi", "audio/x-midi"], description: "MIDI audio")),
        Entry(identifier: "public.playlist", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "playlist")),
        Entry(identifier: "public.m3u-playlist", declaration: UTTypeDeclaration(parents: ["public.text", "public.playlist"], extensions: ["m3u", "m3u8"], mimeTypes: ["audio/x-mpegurl", "application/vnd.apple.mpegurl"], description: "M3U playlist")),
        Entry(identifier: "public.folder", declaration: UTTypeDeclaration(parents: ["public.directory"], extensions: [], mimeTypes: [], description: "folder")),
        Entry(identifier: "public.volume", declaration: UTTypeDeclaration(parents: ["public.folder"], extensions: [], mimeTypes: [], description: "volume")),
        Entry(identifier: "com.apple.package", declaration: UTTypeDeclaration(parents: ["public.directory"], extensions: [], mimeTypes: [], description: "package")),
        Entry(identifier: "com.apple.bundle", declaration: UTTypeDeclaration(parents: ["public.directory"], extensions: ["bundle"], mimeTypes: [], description: "bundle")),
        Entry(identifier: "com.apple.plugin", declaration: UTTypeDeclaration(parents: ["com.apple.bundle", "com.apple.package"], extensions: ["plugin"], mimeTypes: [], description: "plug-in")),
        Entry(identifier: "com.apple.metadata-importer", declaration: UTTypeDeclaration(parents: ["com.apple.plugin"], extensions: ["mdimporter"], mimeTypes: [], description: "Spotlight importer")),
        Entry(identifier: "com.apple.quicklook-generator", declaration: UTTypeDeclaration(parents: ["com.apple.plugin"], extensions: ["qlgenerator"], mimeTypes: [], description: "Quick Look generator")),
        Entry(identifier: "com.apple.xpc-service", declaration: UTTypeDeclaration(parents: ["com.apple.bundle", "com.apple.package"], extensions: ["xpc"], mimeTypes: [], description: "XPC service")),
        Entry(identifier: "com.apple.framework", declaration: UTTypeDeclaration(parents: ["com.apple.bundle"], extensions: ["framework"], mimeTypes: [], description: "framework")),
        Entry(identifier: "com.apple.application", declaration: UTTypeDeclaration(parents: ["public.executable"], extensions: [], mimeTypes: [], description: "application")),
        Entry(identifier: "com.apple.application-bundle", declaration: UTTypeDeclaration(parents: ["com.apple.application", "com.apple.bundle", "com.apple.package"], extensions: ["app"], mimeTypes: [], description: "application")),
        Entry(identifier: "com.apple.application-and-system-extension", declaration: UTTypeDeclaration(parents: ["com.apple.xpc-service"], extensions: ["appex"], mimeTypes: [], description: "app extension")),
        Entry(identifier: "public.unix-executable", declaration: UTTypeDeclaration(parents: ["public.data", "public.executable"], extensions: [], mimeTypes: [], description: "Unix executable")),
        Entry(identifier: "com.microsoft.windows-executable", declaration: UTTypeDeclaration(parents: ["public.data", "public.executable"], extensions: ["exe"], mimeTypes: [], description: "Windows executable")),
        Entry(identifier: "com.apple.systempreference.prefpane", declaration: UTTypeDeclaration(parents: ["com.apple.package", "com.apple.bundle"], extensions: ["prefPane"], mimeTypes: [], description: "settings pane")),
        Entry(identifier: "public.archive", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "archive")),
        Entry(identifier: "org.gnu.gnu-zip-archive", declaration: UTTypeDeclaration(parents: ["public.data", "public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/gzip", "application/x-gzip"], description: "gzip archive")),
        Entry(identifier: "public.bzip2-archive", declaration: UTTypeDeclaration(parents: ["public.data", "public.archive"], extensions: ["bz2", "bzip2"], mimeTypes: ["application/x-bzip2"], description: "bzip2 archive")),
        Entry(identifier: "com.pkware.zip-archive", declaration: UTTypeDeclaration(parents: ["public.data", "public.archive"], extensions: [], mimeTypes: [], description: "zip archive")),
        Entry(identifier: "public.zip-archive", declaration: UTTypeDeclaration(parents: ["com.pkware.zip-archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "zip archive")),
        Entry(identifier: "com.apple.archive", declaration: UTTypeDeclaration(parents: ["public.data", "public.archive"], extensions: ["aar"], mimeTypes: [], description: "Apple archive")),
        Entry(identifier: "public.tar-archive", declaration: UTTypeDeclaration(parents: ["public.data", "public.archive"], extensions: ["tar"], mimeTypes: ["application/x-tar"], description: "tar archive")),
        Entry(identifier: "public.spreadsheet", declaration: UTTypeDeclaration(parents: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet")),
        Entry(identifier: "public.presentation", declaration: UTTypeDeclaration(parents: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation")),
        Entry(identifier: "public.database", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "database")),
        Entry(identifier: "public.message", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "message")),
        Entry(identifier: "public.contact", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "contact")),
        Entry(identifier: "public.vcard", declaration: UTTypeDeclaration(parents: ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard", "text/directory"], description: "vCard")),
        Entry(identifier: "public.to-do-item", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "to-do item")),
        Entry(identifier: "public.calendar-event", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "calendar event")),
        Entry(identifier: "public.email-message", declaration: UTTypeDeclaration(parents: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message")),
        Entry(identifier: "com.apple.internet-location", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["inetloc"], mimeTypes: [], description: "internet location")),
        Entry(identifier: "com.microsoft.internet-shortcut", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["url"], mimeTypes: [], description: "internet shortcut")),
        Entry(identifier: "public.font", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "font")),
        Entry(identifier: "public.bookmark", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "bookmark")),
        Entry(identifier: "com.rsa.pkcs-12", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["p12", "pfx"], mimeTypes: ["application/x-pkcs12"], description: "PKCS #12 archive")),
        Entry(identifier: "public.x509-certificate", declaration: UTTypeDeclaration(parents: ["public.data"], extensions: ["cer", "crt", "der"], mimeTypes: ["application/x-x509-ca-cert"], description: "certificate")),
        Entry(identifier: "org.idpf.epub-container", declaration: UTTypeDeclaration(parents: ["public.data", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document")),
        Entry(identifier: "public.log", declaration: UTTypeDeclaration(parents: [], extensions: [], mimeTypes: [], description: "log")),
    ]
}

extension UTType {
    /// The base type of files, folders and other items: `public.item`.
    public static let item = UTType(known: "public.item")
    /// The base type of everything that holds content people view: documents, pasteboard data, document packages: `public.content`.
    public static let content = UTType(known: "public.content")
    /// The base type of formats that mix embedded content (compound documents): `public.composite-content`, conforming to `.content`.
    public static let compositeContent = UTType(known: "public.composite-content")
    /// Data that can be mounted as a volume: `public.disk-image`.
    public static let diskImage = UTType(known: "public.disk-image")
    /// The base type of byte streams: files and data in memory: `public.data`, conforming to `.item`.
    public static let data = UTType(known: "public.data")
    /// A file system directory: folders and packages: `public.directory`, conforming to `.item`.
    public static let directory = UTType(known: "public.directory")
    /// The base type of symbolic links and aliases: `com.apple.resolvable`.
    public static let resolvable = UTType(known: "com.apple.resolvable")
    /// A symbolic link: `public.symlink`, conforming to `.item` and `.resolvable`.
    public static let symbolicLink = UTType(known: "public.symlink")
    /// An executable item: `public.executable`, conforming to `.item`.
    public static let executable = UTType(known: "public.executable")
    /// A volume's mount point: `com.apple.mount-point`, conforming to `.item` and `.resolvable`.
    public static let mountPoint = UTType(known: "com.apple.mount-point")
    /// An alias file: `com.apple.alias-file`, conforming to `.data` and `.resolvable`.
    public static let aliasFile = UTType(known: "com.apple.alias-file")
    /// URL bookmark data: `com.apple.bookmark`, conforming to `.data` and `.resolvable`.
    public static let urlBookmarkData = UTType(known: "com.apple.bookmark")
    /// A URL: `public.url`, conforming to `.data`.
    public static let url = UTType(known: "public.url")
    /// A URL with the `file:` scheme: `public.file-url`, conforming to `.url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// The base type of text, plain or with markup: `public.text`, conforming to `.data` and `.content`.
    public static let text = UTType(known: "public.text")
    /// Text without markup, in an unspecified encoding: `public.plain-text`, conforming to `.text`; extensions `txt`, `text`; MIME type `text/plain`.
    public static let plainText = UTType(known: "public.plain-text")
    /// Plain text in UTF-8: `public.utf8-plain-text`, conforming to `.plainText`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// Plain text in UTF-16 with a byte-order mark, else big-endian: `public.utf16-external-plain-text`, conforming to `.plainText`.
    public static let utf16ExternalPlainText = UTType(known: "public.utf16-external-plain-text")
    /// Plain text in UTF-16 in native byte order: `public.utf16-plain-text`, conforming to `.plainText`.
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    /// Text of delimited values: `public.delimited-values-text`, conforming to `.text`.
    public static let delimitedText = UTType(known: "public.delimited-values-text")
    /// Comma-separated values (CSV): `public.comma-separated-values-text`, conforming to `.delimitedText`; extension `csv`; MIME type `text/csv`.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// Tab-separated values: `public.tab-separated-values-text`, conforming to `.delimitedText`; extension `tsv`; MIME type `text/tab-separated-values`.
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// Tab-separated values in UTF-8: `public.utf8-tab-separated-values-text`, conforming to `.tabSeparatedText` and `.utf8PlainText`.
    public static let utf8TabSeparatedText = UTType(known: "public.utf8-tab-separated-values-text")
    /// Rich Text Format: `public.rtf`, conforming to `.text`; extension `rtf`; MIME types `text/rtf`, `application/rtf`.
    public static let rtf = UTType(known: "public.rtf")
    /// HTML, any version: `public.html`, conforming to `.text`; extensions `html`, `htm`; MIME type `text/html`.
    public static let html = UTType(known: "public.html")
    /// XML: `public.xml`, conforming to `.text`; extension `xml`; MIME types `application/xml`, `text/xml`.
    public static let xml = UTType(known: "public.xml")
    /// YAML: `public.yaml`, conforming to `.text`; extensions `yaml`, `yml`; MIME type `application/x-yaml`.
    public static let yaml = UTType(known: "public.yaml")
    /// The base type of source code: `public.source-code`, conforming to `.plainText`.
    public static let sourceCode = UTType(known: "public.source-code")
    /// Assembly language source: `public.assembly-source`, conforming to `.sourceCode`; extension `s`.
    public static let assemblyLanguageSource = UTType(known: "public.assembly-source")
    /// C source: `public.c-source`, conforming to `.sourceCode`; extension `c`.
    public static let cSource = UTType(known: "public.c-source")
    /// Objective-C source: `public.objective-c-source`, conforming to `.sourceCode`; extension `m`.
    public static let objectiveCSource = UTType(known: "public.objective-c-source")
    /// Swift source: `public.swift-source`, conforming to `.sourceCode`; extension `swift`.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// C++ source: `public.c-plus-plus-source`, conforming to `.sourceCode`; extensions `cpp`, `cp`, `cc`, `cxx`, `c++`.
    public static let cPlusPlusSource = UTType(known: "public.c-plus-plus-source")
    /// Objective-C++ source: `public.objective-c-plus-plus-source`, conforming to `.sourceCode`; extension `mm`.
    public static let objectiveCPlusPlusSource = UTType(known: "public.objective-c-plus-plus-source")
    /// A C header: `public.c-header`, conforming to `.sourceCode`; extension `h`.
    public static let cHeader = UTType(known: "public.c-header")
    /// A C++ header: `public.c-plus-plus-header`, conforming to `.sourceCode`; extensions `hpp`, `hh`, `hxx`.
    public static let cPlusPlusHeader = UTType(known: "public.c-plus-plus-header")
    /// The base type of scripts: `public.script`, conforming to `.sourceCode`.
    public static let script = UTType(known: "public.script")
    /// An AppleScript text script: `com.apple.applescript.text`, conforming to `.script`; extension `applescript`.
    public static let appleScript = UTType(known: "com.apple.applescript.text")
    /// A compiled Open Scripting Architecture script: `com.apple.applescript.script`, conforming to `.data` and `.script`; extension `scpt`.
    public static let osaScript = UTType(known: "com.apple.applescript.script")
    /// An Open Scripting Architecture script bundle: `com.apple.applescript.script-bundle`, conforming to `.bundle` and `.package` and `.script`; extension `scptd`.
    public static let osaScriptBundle = UTType(known: "com.apple.applescript.script-bundle")
    /// JavaScript source: `com.netscape.javascript-source`, conforming to `.sourceCode` and `.executable`; extensions `js`, `mjs`; MIME types `text/javascript`, `application/javascript`.
    public static let javaScript = UTType(known: "com.netscape.javascript-source")
    /// A shell script: `public.shell-script`, conforming to `.script`; extensions `sh`, `command`; MIME type `application/x-sh`.
    public static let shellScript = UTType(known: "public.shell-script")
    /// A Perl script: `public.perl-script`, conforming to `.shellScript`; extensions `pl`, `pm`; MIME type `text/x-perl-script`.
    public static let perlScript = UTType(known: "public.perl-script")
    /// A Python script: `public.python-script`, conforming to `.shellScript`; extension `py`; MIME type `text/x-python-script`.
    public static let pythonScript = UTType(known: "public.python-script")
    /// A Ruby script: `public.ruby-script`, conforming to `.shellScript`; extension `rb`; MIME type `text/x-ruby-script`.
    public static let rubyScript = UTType(known: "public.ruby-script")
    /// A PHP script: `public.php-script`, conforming to `.shellScript`; extension `php`; MIME type `text/php`.
    public static let phpScript = UTType(known: "public.php-script")
    /// A makefile: `public.make-source`, conforming to `.script`.
    public static let makefile = UTType(known: "public.make-source")
    /// JSON: `public.json`, conforming to `.text`; extension `json`; MIME type `application/json`.
    public static let json = UTType(known: "public.json")
    /// The base type of property lists: `com.apple.property-list`, conforming to `.data`; extension `plist`.
    public static let propertyList = UTType(known: "com.apple.property-list")
    /// A property list in XML: `com.apple.xml-property-list`, conforming to `.xml` and `.propertyList`.
    public static let xmlPropertyList = UTType(known: "com.apple.xml-property-list")
    /// A property list in the binary format: `com.apple.binary-property-list`, conforming to `.propertyList`.
    public static let binaryPropertyList = UTType(known: "com.apple.binary-property-list")
    /// A PDF document: `com.adobe.pdf`, conforming to `.data` and `.compositeContent`; extension `pdf`; MIME type `application/pdf`.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// Rich text with attachments, stored as a package (RTFD): `com.apple.rtfd`, conforming to `.package` and `.compositeContent`; extension `rtfd`.
    public static let rtfd = UTType(known: "com.apple.rtfd")
    /// RTFD flattened into one stream, as the pasteboard carries it: `com.apple.flat-rtfd`, conforming to `.data` and `.compositeContent`; extension `flat-rtfd`.
    public static let flatRTFD = UTType(known: "com.apple.flat-rtfd")
    /// A WebKit web archive: `com.apple.webarchive`, conforming to `.data` and `.compositeContent`; extension `webarchive`; MIME type `application/x-webarchive`.
    public static let webArchive = UTType(known: "com.apple.webarchive")
    /// The base type of images: `public.image`, conforming to `.data` and `.content`.
    public static let image = UTType(known: "public.image")
    /// A JPEG image: `public.jpeg`, conforming to `.image`; extensions `jpeg`, `jpg`, `jpe`; MIME type `image/jpeg`.
    public static let jpeg = UTType(known: "public.jpeg")
    /// A TIFF image: `public.tiff`, conforming to `.image`; extensions `tiff`, `tif`; MIME type `image/tiff`.
    public static let tiff = UTType(known: "public.tiff")
    /// A GIF image: `com.compuserve.gif`, conforming to `.image`; extension `gif`; MIME type `image/gif`.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// A PNG image: `public.png`, conforming to `.image`; extension `png`; MIME type `image/png`.
    public static let png = UTType(known: "public.png")
    /// Apple icon data: `com.apple.icns`, conforming to `.image`; extension `icns`.
    public static let icns = UTType(known: "com.apple.icns")
    /// A Windows bitmap: `com.microsoft.bmp`, conforming to `.image`; extension `bmp`; MIME type `image/bmp`.
    public static let bmp = UTType(known: "com.microsoft.bmp")
    /// Windows icon data: `com.microsoft.ico`, conforming to `.image`; extension `ico`; MIME types `image/vnd.microsoft.icon`, `image/x-icon`.
    public static let ico = UTType(known: "com.microsoft.ico")
    /// The base type of camera raw images: `public.camera-raw-image`, conforming to `.image`.
    public static let rawImage = UTType(known: "public.camera-raw-image")
    /// A Scalable Vector Graphics image: `public.svg-image`, conforming to `.image`; extension `svg`; MIME type `image/svg+xml`.
    public static let svg = UTType(known: "public.svg-image")
    /// A Live Photo: `com.apple.live-photo`.
    public static let livePhoto = UTType(known: "com.apple.live-photo")
    /// A High Efficiency Image File Format image: `public.heif`, conforming to `public.heif-standard`; extension `heif`; MIME type `image/heif`.
    public static let heif = UTType(known: "public.heif")
    /// A High Efficiency Image Coding image: `public.heic`, conforming to `public.heif-standard`; extension `heic`; MIME type `image/heic`.
    public static let heic = UTType(known: "public.heic")
    /// A WebP image: `org.webmproject.webp`, conforming to `.image`; extension `webp`; MIME type `image/webp`.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// The base type of 3D content: `public.3d-content`, conforming to `.content`.
    public static let threeDContent = UTType(known: "public.3d-content")
    /// Universal Scene Description content: `com.pixar.universal-scene-description`, conforming to `.threeDContent` and `.data`; extensions `usd`, `usda`, `usdc`.
    public static let usd = UTType(known: "com.pixar.universal-scene-description")
    /// A Universal Scene Description package: `com.pixar.universal-scene-description-mobile`, conforming to `.threeDContent` and `.data`; extension `usdz`; MIME type `model/vnd.usdz+zip`.
    public static let usdz = UTType(known: "com.pixar.universal-scene-description-mobile")
    /// A Reality file: `com.apple.reality`, conforming to `.data`; extension `reality`.
    public static let realityFile = UTType(known: "com.apple.reality")
    /// A serialized SceneKit scene: `com.apple.scenekit.scene`, conforming to `.threeDContent` and `.data`; extension `scn`.
    public static let sceneKitScene = UTType(known: "com.apple.scenekit.scene")
    /// An AR reference object: `com.apple.arobject`, conforming to `.data`; extension `arobject`.
    public static let arReferenceObject = UTType(known: "com.apple.arobject")
    /// The base type of audio and video: `public.audiovisual-content`, conforming to `.data` and `.content`.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// Media that may hold video and audio: what people call a movie: `public.movie`, conforming to `.audiovisualContent`.
    public static let movie = UTType(known: "public.movie")
    /// Video without audio: `public.video`, conforming to `.movie`.
    public static let video = UTType(known: "public.video")
    /// Audio without video: `public.audio`, conforming to `.audiovisualContent`.
    public static let audio = UTType(known: "public.audio")
    /// A QuickTime movie: `com.apple.quicktime-movie`, conforming to `.movie`; extensions `mov`, `qt`; MIME type `video/quicktime`.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// An MPEG-1 or MPEG-2 movie: `public.mpeg`, conforming to `.movie`; extensions `mpg`, `mpeg`, `m75`, `m15`; MIME type `video/mpeg`.
    public static let mpeg = UTType(known: "public.mpeg")
    /// MPEG-2 video: `public.mpeg-2-video`, conforming to `.video`; extension `m2v`.
    public static let mpeg2Video = UTType(known: "public.mpeg-2-video")
    /// An MPEG-2 transport stream: `public.mpeg-2-transport-stream`, conforming to `.movie`; extension `ts`; MIME type `video/mp2t`.
    public static let mpeg2TransportStream = UTType(known: "public.mpeg-2-transport-stream")
    /// MP3 audio: `public.mp3`, conforming to `.audio`; extension `mp3`; MIME type `audio/mpeg`.
    public static let mp3 = UTType(known: "public.mp3")
    /// An MPEG-4 movie: `public.mpeg-4`, conforming to `.movie`; extensions `mp4`, `mpg4`; MIME type `video/mp4`.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// MPEG-4 audio: `public.mpeg-4-audio`, conforming to `.mpeg4Movie` and `.audio`; extension `m4a`; MIME types `audio/mp4`, `audio/x-m4a`.
    public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
    /// Apple-protected MPEG-4 audio: `com.apple.protected-mpeg-4-audio`, conforming to `.audio`; extension `m4p`.
    public static let appleProtectedMPEG4Audio = UTType(known: "com.apple.protected-mpeg-4-audio")
    /// Apple-protected MPEG-4 video: `com.apple.protected-mpeg-4-video`, conforming to `com.apple.m4v-video`.
    public static let appleProtectedMPEG4Video = UTType(known: "com.apple.protected-mpeg-4-video")
    /// An AVI movie: `public.avi`, conforming to `.movie`; extension `avi`; MIME types `video/x-msvideo`, `video/avi`.
    public static let avi = UTType(known: "public.avi")
    /// AIFF audio: `public.aiff-audio`, conforming to `public.aifc-audio`; extensions `aiff`, `aif`; MIME types `audio/aiff`, `audio/x-aiff`.
    public static let aiff = UTType(known: "public.aiff-audio")
    /// Waveform audio (WAV): `com.microsoft.waveform-audio`, conforming to `.audio`; extensions `wav`, `wave`; MIME types `audio/wav`, `audio/x-wav`, `audio/vnd.wave`.
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    /// MIDI: `public.midi-audio`, conforming to `.audio`; extensions `mid`, `midi`; MIME types `audio/midi`, `audio/x-midi`.
    public static let midi = UTType(known: "public.midi-audio")
    /// The base type of playlists: `public.playlist`.
    public static let playlist = UTType(known: "public.playlist")
    /// An M3U or M3U8 playlist: `public.m3u-playlist`, conforming to `.text` and `.playlist`; extensions `m3u`, `m3u8`; MIME types `audio/x-mpegurl`, `application/vnd.apple.mpegurl`.
    public static let m3uPlaylist = UTType(known: "public.m3u-playlist")
    /// A directory people browse (not a package): `public.folder`, conforming to `.directory`.
    public static let folder = UTType(known: "public.folder")
    /// The root folder of a volume: `public.volume`, conforming to `.folder`.
    public static let volume = UTType(known: "public.volume")
    /// A directory shown to people as one file: `com.apple.package`, conforming to `.directory`.
    public static let package = UTType(known: "com.apple.package")
    /// A directory in one of the bundle layouts: `com.apple.bundle`, conforming to `.directory`; extension `bundle`.
    public static let bundle = UTType(known: "com.apple.bundle")
    /// The base type of bundle-based plug-ins: `com.apple.plugin`, conforming to `.bundle` and `.package`; extension `plugin`.
    public static let pluginBundle = UTType(known: "com.apple.plugin")
    /// A Spotlight metadata importer: `com.apple.metadata-importer`, conforming to `.pluginBundle`; extension `mdimporter`.
    public static let spotlightImporter = UTType(known: "com.apple.metadata-importer")
    /// A Quick Look preview generator: `com.apple.quicklook-generator`, conforming to `.pluginBundle`; extension `qlgenerator`.
    public static let quickLookGenerator = UTType(known: "com.apple.quicklook-generator")
    /// An XPC service bundle: `com.apple.xpc-service`, conforming to `.bundle` and `.package`; extension `xpc`.
    public static let xpcService = UTType(known: "com.apple.xpc-service")
    /// A framework bundle: `com.apple.framework`, conforming to `.bundle`; extension `framework`.
    public static let framework = UTType(known: "com.apple.framework")
    /// The base type of applications: `com.apple.application`, conforming to `.executable`.
    public static let application = UTType(known: "com.apple.application")
    /// An application bundle: `com.apple.application-bundle`, conforming to `.application` and `.bundle` and `.package`; extension `app`.
    public static let applicationBundle = UTType(known: "com.apple.application-bundle")
    /// An application extension: `com.apple.application-and-system-extension`, conforming to `.xpcService`; extension `appex`.
    public static let applicationExtension = UTType(known: "com.apple.application-and-system-extension")
    /// A Unix executable (one file): `public.unix-executable`, conforming to `.data` and `.executable`.
    public static let unixExecutable = UTType(known: "public.unix-executable")
    /// A Windows executable: `com.microsoft.windows-executable`, conforming to `.data` and `.executable`; extension `exe`.
    public static let exe = UTType(known: "com.microsoft.windows-executable")
    /// A System Settings pane: `com.apple.systempreference.prefpane`, conforming to `.package` and `.bundle`; extension `prefPane`.
    public static let systemPreferencesPane = UTType(known: "com.apple.systempreference.prefpane")
    /// The base type of archives of files and folders: `public.archive`.
    public static let archive = UTType(known: "public.archive")
    /// A GNU zip archive: `org.gnu.gnu-zip-archive`, conforming to `.data` and `.archive`; extensions `gz`, `gzip`; MIME types `application/gzip`, `application/x-gzip`.
    public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
    /// A bzip2 archive: `public.bzip2-archive`, conforming to `.data` and `.archive`; extensions `bz2`, `bzip2`; MIME type `application/x-bzip2`.
    public static let bz2 = UTType(known: "public.bzip2-archive")
    /// A zip archive: `public.zip-archive`, conforming to `com.pkware.zip-archive`; extension `zip`; MIME type `application/zip`.
    public static let zip = UTType(known: "public.zip-archive")
    /// An Apple Archive: `com.apple.archive`, conforming to `.data` and `.archive`; extension `aar`.
    public static let appleArchive = UTType(known: "com.apple.archive")
    /// A tar archive: `public.tar-archive`, conforming to `.data` and `.archive`; extension `tar`; MIME type `application/x-tar`.
    public static let tarArchive = UTType(known: "public.tar-archive")
    /// The base type of spreadsheets: `public.spreadsheet`, conforming to `.content`.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// The base type of presentations: `public.presentation`, conforming to `.compositeContent`.
    public static let presentation = UTType(known: "public.presentation")
    /// A database store: `public.database`.
    public static let database = UTType(known: "public.database")
    /// The base type of messages (email, chat): `public.message`.
    public static let message = UTType(known: "public.message")
    /// Contact information for a person or organization: `public.contact`.
    public static let contact = UTType(known: "public.contact")
    /// A vCard: `public.vcard`, conforming to `.text` and `.contact`; extensions `vcf`, `vcard`; MIME types `text/vcard`, `text/x-vcard`, `text/directory`.
    public static let vCard = UTType(known: "public.vcard")
    /// A to-do item: `public.to-do-item`.
    public static let toDoItem = UTType(known: "public.to-do-item")
    /// A calendar event: `public.calendar-event`.
    public static let calendarEvent = UTType(known: "public.calendar-event")
    /// An email message: `public.email-message`, conforming to `.message`; extension `eml`; MIME type `message/rfc822`.
    public static let emailMessage = UTType(known: "public.email-message")
    /// The base type of internet location files: `com.apple.internet-location`, conforming to `.data`; extension `inetloc`.
    public static let internetLocation = UTType(known: "com.apple.internet-location")
    /// A Windows internet shortcut (.url): `com.microsoft.internet-shortcut`, conforming to `.data`; extension `url`.
    public static let internetShortcut = UTType(known: "com.microsoft.internet-shortcut")
    /// The base type of fonts: `public.font`.
    public static let font = UTType(known: "public.font")
    /// A bookmark: `public.bookmark`.
    public static let bookmark = UTType(known: "public.bookmark")
    /// PKCS #12 data: `com.rsa.pkcs-12`, conforming to `.data`; extensions `p12`, `pfx`; MIME type `application/x-pkcs12`.
    public static let pkcs12 = UTType(known: "com.rsa.pkcs-12")
    /// An X.509 certificate: `public.x509-certificate`, conforming to `.data`; extensions `cer`, `crt`, `der`; MIME type `application/x-x509-ca-cert`.
    public static let x509Certificate = UTType(known: "public.x509-certificate")
    /// An EPUB publication: `org.idpf.epub-container`, conforming to `.data` and `.compositeContent`; extension `epub`; MIME type `application/epub+zip`.
    public static let epub = UTType(known: "org.idpf.epub-container")
    /// The base type of console logs: `public.log`.
    public static let log = UTType(known: "public.log")
}
