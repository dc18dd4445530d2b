import Foundation

/// A search bar's parts: made once, laid out on every layout pass.
extension UISearchBar {
  /// The field's height and the space above and below it.
  static let fieldHeight: CGFloat = 36
  static let fieldMargin: CGFloat = 10
  /// The scope bar's row.
  static let scopeRowHeight: CGFloat = 44

  func setUpSearchBar() {
    searchTextField.searchBar = self
    searchTextField.delegate = fieldRelay
    fieldRelay.bar = self
    searchTextField.addAction(
      UIAction { [weak self] _ in self?.fieldTextChanged() }, for: .editingChanged)
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.isHidden = true
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelClicked() }, for: .touchUpInside)
    addSubview(cancelButton)
    scopeBar.isHidden = true
    scopeBar.addAction(
      UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
    addSubview(scopeBar)
    updateBackground()
  }

  /// The bar's height: the field's row, and the scope bar's when it shows.
  var searchBarHeight: CGFloat {
    Self.fieldHeight + 2 * Self.fieldMargin + (scopeBar.isHidden ? 0 : Self.scopeRowHeight)
  }

  func layoutSearchBar() {
    let inset: CGFloat = 8
    var fieldWidth = bounds.width - 2 * inset
    if showsCancelButton {
      let size = cancelButton.sizeThatFits(CGSize(width: bounds.width, height: Self.fieldHeight))
      fieldWidth -= size.width + inset
      cancelButton.frame = CGRect(
        x: bounds.width - inset - size.width, y: Self.fieldMargin, width: size.width,
        height: Self.fieldHeight)
    }
    searchTextField.frame = CGRect(
      x: inset, y: Self.fieldMargin, width: max(fieldWidth, 0), height: Self.fieldHeight)
    scopeBar.frame = CGRect(
      x: inset, y: Self.fieldHeight + 2 * Self.fieldMargin, width: max(bounds.width - 2 * inset, 0),
      height: 32)
    mirrorForRightToLeft([searchTextField, cancelButton, scopeBar], in: bounds)
  }

  /// The background: the bar tint, the system background, or none for `.minimal`.
  func updateBackground() {
    backgroundColor = searchBarStyle == .minimal ? nil : barTintColor
  }

  /// The scope bar's segments, shown when asked for and there are titles.
  func updateScopeBar() {
    let titles = scopeButtonTitles ?? []
    if scopeBar.numberOfSegments != titles.count
      || titles.indices.contains(where: { scopeBar.titleForSegment(at: $0) != titles[$0] })
    {
      scopeBar.removeAllSegments()
      for (index, title) in titles.enumerated() {
        scopeBar.insertSegment(withTitle: title, at: index, animated: false)
      }
    }
    scopeBar.selectedSegmentIndex =
      titles.isEmpty
      ? UISegmentedControl.noSegment : min(max(selectedScopeButtonIndex, 0), titles.count - 1)
    let hidden = !(showsScopeBar && !titles.isEmpty)
    if scopeBar.isHidden != hidden {
      scopeBar.isHidden = hidden
      invalidateIntrinsicContentSize()
      superview?.setNeedsLayout()
    }
    setNeedsLayout()
  }

  // MARK: Events

  func fieldTextChanged() {
    let text = searchTextField.text ?? ""
    delegate?.searchBar(self, textDidChange: text)
    searchController?.searchChanged()
  }

  func cancelClicked() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }

  private func scopeChanged() {
    let index = scopeBar.selectedSegmentIndex
    guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
    selectedScopeButtonIndex = index
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    searchController?.searchChanged()
  }
}

/// The search field's delegate: the bar's delegate hears the field's questions and news under
/// its own names, and the search controller becomes active when the field begins editing.
@MainActor
final class SearchFieldRelay: NSObject, UITextFieldDelegate {
  weak var bar: UISearchBar?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidBeginEditing(bar)
    bar.searchController?.searchFieldBeganEditing()
  }

  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let bar else { return }
    bar.delegate?.searchBarTextDidEndEditing(bar)
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let bar else { return true }
    return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let bar else { return true }
    bar.delegate?.searchBarSearchButtonClicked(bar)
    return true
  }
}
