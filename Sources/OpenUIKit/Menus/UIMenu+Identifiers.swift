import Foundation

/// The standard menus' identifiers, as UIKit names them.
///
/// The application's menu bar here has `root`, `application` (with the `about`, `preferences`
/// and `quit` groups), `file` (`close`), `edit` (`undoRedo`, `standardEdit`), `view`, `window` and
/// `help`. The others name Mac menus it does not have, so that code removing or extending them
/// compiles: `menu(for:)` answers `nil` for them and changes naming them do nothing.
extension UIMenu.Identifier {
  /// The root of the main menu.
  public static let root = Self("com.apple.menu.root")
  /// The application menu.
  public static let application = Self("com.apple.menu.application")
  /// The About group of the application menu.
  public static let about = Self("com.apple.menu.about")
  /// The Preferences group of the application menu.
  public static let preferences = Self("com.apple.menu.preferences")
  /// The Services menu (not on this desktop).
  public static let services = Self("com.apple.menu.services")
  /// The Hide group (not on this desktop).
  public static let hide = Self("com.apple.menu.hide")
  /// The Quit group of the application menu.
  public static let quit = Self("com.apple.menu.quit")
  /// The File menu.
  public static let file = Self("com.apple.menu.file")
  /// The New Window group (not on this desktop: one scene per window).
  public static let newScene = Self("com.apple.menu.new-scene")
  /// The Open Recent menu (not on this desktop).
  public static let openRecent = Self("com.apple.menu.open-recent")
  /// The Close group of the File menu.
  public static let close = Self("com.apple.menu.close")
  /// The Print group (not on this desktop).
  public static let print = Self("com.apple.menu.print")
  /// The Document group (not on this desktop).
  public static let document = Self("com.apple.menu.document")
  /// The Edit menu.
  public static let edit = Self("com.apple.menu.edit")
  /// The Undo and Redo group of the Edit menu.
  public static let undoRedo = Self("com.apple.menu.undo-redo")
  /// The Cut, Copy, Paste and Select All group of the Edit menu.
  public static let standardEdit = Self("com.apple.menu.standard-edit")
  /// The Find menu (not on this desktop).
  public static let find = Self("com.apple.menu.find")
  /// The Spelling menu (not on this desktop).
  public static let spelling = Self("com.apple.menu.spelling")
  /// The Substitutions menu (not on this desktop).
  public static let substitutions = Self("com.apple.menu.substitutions")
  /// The Transformations menu (not on this desktop).
  public static let transformations = Self("com.apple.menu.transformations")
  /// The Speech menu (not on this desktop).
  public static let speech = Self("com.apple.menu.speech")
  /// The Format menu (not on this desktop).
  public static let format = Self("com.apple.menu.format")
  /// The Font menu (not on this desktop).
  public static let font = Self("com.apple.menu.font")
  /// The text size group (not on this desktop).
  public static let textSize = Self("com.apple.menu.text-size")
  /// The text style group (not on this desktop).
  public static let textStyle = Self("com.apple.menu.text-style")
  /// The View menu.
  public static let view = Self("com.apple.menu.view")
  /// The toolbar group (not on this desktop).
  public static let toolbar = Self("com.apple.menu.toolbar")
  /// The sidebar group (not on this desktop).
  public static let sidebar = Self("com.apple.menu.sidebar")
  /// The full-screen group (not on this desktop).
  public static let fullscreen = Self("com.apple.menu.fullscreen")
  /// The Window menu.
  public static let window = Self("com.apple.menu.window")
  /// The Minimize and Zoom group (not on this desktop).
  public static let minimizeAndZoom = Self("com.apple.menu.minimize-and-zoom")
  /// The Bring All to Front group (not on this desktop).
  public static let bringAllToFront = Self("com.apple.menu.bring-all-to-front")
  /// The Help menu.
  public static let help = Self("com.apple.menu.help")
}
