import Foundation

/// Ctrl+1…9 select the first nine tabs (Ctrl+9 the last, as browsers do), as ⌘1…9 on the Mac.
extension UITabBarController {
  var tabKeyCommands: [UIKeyCommand] {
    let count = storedControllers.count
    guard count > 0 else { return [] }
    return (Array(1...min(count, 8)) + [9]).map { number in
      let title =
        number == 9 ? "Last Tab" : storedControllers[number - 1].tabBarItem.title ?? "Tab \(number)"
      return UIKeyCommand(
        title: title, action: UITabBarController.selectTabByKey, input: "\(number)",
        modifierFlags: .command, propertyList: number)
    }
  }

  private func selectTabByKey(_ command: UIKeyCommand) {
    guard let number = command.propertyList as? Int else { return }
    userChose(index: number == 9 ? storedControllers.count - 1 : number - 1)
  }
}
