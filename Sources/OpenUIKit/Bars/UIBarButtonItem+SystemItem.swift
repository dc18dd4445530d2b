import Foundation

extension UIBarButtonItem {
  /// The items the system makes, as UIKit's `UIBarButtonItem.SystemItem` (raw values match).
  ///
  /// Text items show their English title; glyph items show the SF Symbol UIKit draws (from the
  /// desktop's icon theme, see `UIImage(systemName:)`), with a spoken name for assistive
  /// technologies. `.pageCurl` (deprecated in iOS 11) is left out.
  public enum SystemItem: Int, Sendable, CaseIterable {
    /// "Done", semibold.
    case done = 0
    /// "Cancel".
    case cancel = 1
    /// "Edit".
    case edit = 2
    /// "Save", semibold.
    case save = 3
    /// A plus glyph.
    case add = 4
    /// Blank space sharing a toolbar's spare width with the other flexible spaces.
    case flexibleSpace = 5
    /// Blank space of the item's `width`.
    case fixedSpace = 6
    /// A pencil in a square.
    case compose = 7
    /// A curved arrow pointing back.
    case reply = 8
    /// The share glyph: an arrow out of a square.
    case action = 9
    /// A folder.
    case organize = 10
    /// An open book.
    case bookmarks = 11
    /// A magnifying glass.
    case search = 12
    /// A circular arrow.
    case refresh = 13
    /// A cross.
    case stop = 14
    /// A camera.
    case camera = 15
    /// A bin.
    case trash = 16
    /// A right-pointing triangle.
    case play = 17
    /// Two bars.
    case pause = 18
    /// Two left-pointing triangles.
    case rewind = 19
    /// Two right-pointing triangles.
    case fastForward = 20
    /// "Undo".
    case undo = 21
    /// "Redo".
    case redo = 22
    /// A cross.
    case close = 24
  }

  /// Whether the item is a flexible or fixed space (no view, only room).
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

extension UIBarButtonItem.SystemItem {
  /// The text a text item shows, or `nil` for a glyph or space.
  var title: String? {
    switch self {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    default: nil
    }
  }

  /// The SF Symbol a glyph item shows (`.add` and `.close` are drawn with strokes).
  var symbolName: String? {
    switch self {
    case .compose: "square.and.pencil"
    case .reply: "arrowshape.turn.up.left"
    case .action: "square.and.arrow.up"
    case .organize: "folder"
    case .bookmarks: "book"
    case .search: "magnifyingglass"
    case .refresh: "arrow.clockwise"
    case .stop: "xmark"
    case .camera: "camera"
    case .trash: "trash"
    case .play: "play.fill"
    case .pause: "pause.fill"
    case .rewind: "backward.fill"
    case .fastForward: "forward.fill"
    default: nil
    }
  }

  /// What assistive technologies call a glyph item, as VoiceOver names UIKit's.
  var spokenName: String? {
    switch self {
    case .add: "Add"
    case .close: "Close"
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Share"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Delete"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast forward"
    default: title
    }
  }
}
