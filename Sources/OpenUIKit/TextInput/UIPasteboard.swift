import Foundation

/// A store of text that applications copy to and paste from, as UIKit's `UIPasteboard`.
///
/// ``general`` is the system clipboard when a desktop host provides one (the SDL host gives SDL's
/// clipboard), else a store in the process (headless). Only text is kept: items, images, URLs and
/// named pasteboards are left out.
@preconcurrency @MainActor
open class UIPasteboard {
  /// Where a platform keeps the clipboard's text.
  @_spi(Platform)
  public protocol Store: AnyObject {
    /// The text on the clipboard, if any.
    func string() -> String?
    /// Puts `string` on the clipboard (`nil` empties it).
    func setString(_ string: String?)
  }

  /// Text kept in the process, for headless runs.
  final class ProcessStore: Store {
    var value: String?
    func string() -> String? { value }
    func setString(_ string: String?) { value = string }
  }

  /// The general pasteboard: the system clipboard under a desktop host.
  public static let general = UIPasteboard()

  /// X11's primary selection: the text last selected with the mouse or Shift.
  ///
  /// A middle click pastes it (`PrimarySelection.swift`). Not UIKit API: the desktop's own.
  @_spi(Platform)
  public static let primarySelection = UIPasteboard()

  /// Where the text is kept; a host installs the system clipboard here.
  @_spi(Platform)
  public var store: any Store = ProcessStore()

  /// Increases each time the contents are set.
  open private(set) var changeCount = 0

  init() {}

  /// The text on the pasteboard; setting it replaces the contents.
  open var string: String? {
    get { store.string() }
    set {
      store.setString(newValue)
      changeCount += 1
    }
  }

  /// The texts on the pasteboard (one: the clipboard holds one text); setting it keeps the first.
  open var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }

  /// Whether there is text to paste.
  open var hasStrings: Bool { !(string ?? "").isEmpty }
}
