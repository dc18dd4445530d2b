import Foundation

/// A text input with the standard edit menu (a right click, the Edit menu's commands, an edit menu
/// interaction's suggestions): `UITextField` and `UITextView`.
@MainActor
protocol TextEditMenuProviding: UIResponder {
  /// Whether the input takes a right click's menu now (a field while enabled, a text view while
  /// selectable or editable).
  var takesEditMenu: Bool { get }
  /// Whether Cut has something to do.
  var canCut: Bool { get }
  /// Whether Copy has something to do.
  var canCopy: Bool { get }
  /// Whether Paste has something to do.
  var canPaste: Bool { get }
  /// Whether there is text (to select all of).
  var hasText: Bool { get }
  func cut(_ sender: Any?)
  func copy(_ sender: Any?)
  func paste(_ sender: Any?)
  func selectAll(_ sender: Any?)
}

extension UITextField: TextEditMenuProviding {
  var takesEditMenu: Bool { isEnabled }
  /// Whether Cut has something to do: a selection in an editing field that is not secure.
  var canCut: Bool { isEditing && canCopy }
  /// Whether Copy has something to do: a selection, not in a secure field.
  var canCopy: Bool { selectedText?.isEmpty == false && !isSecureTextEntry }
  /// Whether Paste has something to do: an editing field and text on the pasteboard.
  var canPaste: Bool { isEditing && UIPasteboard.general.hasStrings }
}

extension UITextView: TextEditMenuProviding {
  var takesEditMenu: Bool { isSelectable || isEditable }
  /// Whether Cut has something to do: a selection while editing.
  var canCut: Bool { isEditing && canCopy }
  /// Whether Copy has something to do: a selection.
  var canCopy: Bool { !selectedOffsets.isEmpty }
  /// Whether Paste has something to do: editing, and text on the pasteboard.
  var canPaste: Bool { isEditing && UIPasteboard.general.hasStrings }
}

extension TextEditMenuProviding {
  /// The edit menu built through the context menu system: the input's responder chain may change
  /// it in `buildMenu(with:)`.
  var contextEditMenu: UIMenu {
    let builder = MenuTreeBuilder(system: .context, root: editMenu)
    buildMenu(with: builder)
    return builder.root
  }

  /// The edit menu a right click opens: Cut, Copy, Paste, then Select All, then Undo and Redo,
  /// each enabled when it can act.
  var editMenu: UIMenu {
    func action(_ title: String, enabled: Bool, _ perform: @escaping @MainActor () -> Void)
      -> UIAction
    {
      UIAction(title: title, attributes: enabled ? [] : .disabled) { _ in perform() }
    }
    let manager = undoManager
    return UIMenu(children: [
      UIMenu(
        identifier: .standardEdit, options: .displayInline,
        children: [
          action("Cut", enabled: canCut) { [weak self] in self?.cut(nil) },
          action("Copy", enabled: canCopy) { [weak self] in self?.copy(nil) },
          action("Paste", enabled: canPaste) { [weak self] in self?.paste(nil) },
        ]),
      UIMenu(
        options: .displayInline,
        children: [
          action("Select All", enabled: hasText) { [weak self] in self?.selectAll(nil) }
        ]),
      UIMenu(
        identifier: .undoRedo, options: .displayInline,
        children: [
          action(manager?.undoMenuItemTitle ?? "Undo", enabled: manager?.canUndo == true) {
            manager?.undo()
          },
          action(manager?.redoMenuItemTitle ?? "Redo", enabled: manager?.canRedo == true) {
            manager?.redo()
          },
        ]),
    ])
  }
}
