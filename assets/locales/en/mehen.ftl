# Mehen's words in English. Each message is written whole for the language; arguments are in braces.

## Main menu
menu-title = Mehen
menu-tagline = The ancient Egyptian snake game, by Zach Horton's rules.
menu-new-game = New game
menu-continue = Continue
menu-continue-unreadable = The autosave cannot be read (hover Continue).
menu-continue-unreadable-why = The autosave cannot be read: { $problem }
menu-continue-none = No game to continue yet
menu-load = Load (Ctrl+O)
menu-rules = Rules
menu-settings = Settings
menu-credits = Credits
menu-credits-tip = Who made the game, its pictures and its lettering
menu-quit = Quit

## Credits
credits-title = Credits
credits-version = Mehen, version { $version }
back = Back

## Settings
settings-title = Settings
settings-language = Language
settings-language-system = As the system ({ $language })
settings-language-tip = The language of every screen; it changes at once.
settings-master-volume = Master volume
settings-effects-volume = Effects volume
settings-mute = Mute
settings-animation-speed = Animation speed
settings-hints = Show hints (highlight where the chosen piece may go)
settings-space-numbers = Numbers on the board's spaces (a space's number always shows under the pointer)
settings-boards-folder = Your boards: { $folder } (every board file there is offered on the New game screen)
settings-saves-folder = Saves: { $folder }
settings-file = Settings: { $file }

## Seats
seat-pawns = { $letter } ({ $shape }, { $sign })
seat-pawns-tip = The seat's pawns: their shape and the sign they carry
shape-circle = circle
shape-square = square
shape-triangle = triangle
shape-diamond = diamond
shape-hexagon = hexagon
shape-star = star
sign-ankh = ankh
sign-eye = eye of Horus
sign-scarab = scarab
sign-djed = djed pillar
sign-lotus = lotus
sign-falcon = falcon
with-sign-ankh = with the ankh
with-sign-eye = with the eye of Horus
with-sign-scarab = with the scarab
with-sign-djed = with the djed pillar
with-sign-lotus = with the lotus
with-sign-falcon = with the falcon
# The turn line: whose turn it is.
turn-of = { $name } ({ $letter }, { $shape } { $with-sign })
pawns = { $count ->
    [one] { $count } pawn
   *[other] { $count } pawns
}
