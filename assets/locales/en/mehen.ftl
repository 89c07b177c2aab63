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

## New game
setup-title = New game
setup-game = Game
game-mehen = Mehen (Horton)
game-senet-kendall = Senet (Kendall)
game-senet-houses = Senet (houses)
game-hyena = Hyena game
game-family-mehen = Family Mehen (one die)
game-bak-amen = Bak-Amen (two dice)
setup-seed = Seed (optional):
setup-seed-tip = The same seed gives the same throws: leave it empty for a new game each time.
setup-start = Start
setup-board = Board
setup-board-line = { $title } ({ $spaces } spaces)
setup-board-line-yours = { $title } ({ $spaces } spaces), your board
setup-spiral-line-yours = { $title } ({ $squares } squares), your board
setup-board-kept = { $problem } (the last good version is offered above)
setup-board-folder = Your board folder: { $folder }
setup-spiral-folder = Your spiral boards go in { $folder }
setup-players = Players
setup-players-count = players
setup-two-bak-amen = Two players: A plays White, B plays Red; an opening throw decides who starts.
setup-two-senet = Two players: A plays White (whose opening move is made), B plays Black.
side-white-pieces = White pieces
side-black-pieces = Black pieces
side-red-pieces = Red pieces
colour-red = Red
colour-blue = Blue
colour-green = Green
colour-gold = Gold
colour-purple = Purple
colour-white = White
colour-black = Black
colour-turquoise = Turquoise
seat-human = Human
seat-computer-novice = Computer: Novice
seat-computer-normal = Computer: Normal
seat-computer-expert = Computer: Expert
setup-options = Options
option-hyena-three = Three flat sides move 3 (a hyena 6) instead of 4 (8)
option-senet-recommended = Kendall's recommended options: pairs are safe, three in a row block, bear off from the last row only
option-senet-seven = Seven pawns each (also on 11-14)
option-senet-triple = 3-square move: a 3 with a pawn on 17 may fill 18-20 with it and two others
setup-advanced = Advanced rules
option-gated = Gated Blockades: a blockade made only across coils lets its owner slide through.
option-push = The Push: move an enclosed opponent pawn that your pawn touches across coils.
option-unleashed = Lions Unleashed: lions may jump from the three outermost inner-coil spaces.
option-tickle = Tickling the Tongue: end a turn with a pawn in the head, throw once more.
option-tiebreak = Tie Breaker: a tie at three enlightened pawns plays on until broken.
option-radical = Radical Elimination: players with no pawns left stop taking turns.
setup-teams = Teams
teams-none = No teams
teams-four = 4 players: A+C against B+D
teams-six = 6 players: A+D, B+E, C+F
setup-time-limit = Time limit
time-off = Off
time-minutes = { $minutes } min

## Mehen: the turn panel
hud-turn = Turn
hud-computer-thinking = The computer is thinking...
hud-computer-playing = The computer is playing this seat...
hud-thrown-mehen = Thrown: { $flats } flat, a Mehen throw
hud-thrown = Thrown: { $flats } flat = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hud-throw-again = Throw once more (Space)
hud-throw = Throw the sticks (Space)
hud-stirs = Mehen stirs!
hud-hints = Hints
hud-hints-tip = Ring the pieces that can move and where they can go
hud-chosen = Chosen: { $move }
hud-where-to = Where to? Click a ringed space, or a move in the list below right.
hud-give-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
} to give to two pieces. Click a piece to move (or the tail pen to enter a pawn).
hud-give-points-single = { $points ->
    [one] { $points } point
   *[other] { $points } points
} to give to two pieces (or all to one pawn this turn). Click a piece to move (or the tail pen to enter a pawn).
hud-press-enter = Press Enter to play it, or Backspace to take a piece back.
hud-points-left = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left: click the second piece.
hud-points-left-alone = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left: click the second piece, or press Enter to play this piece alone.
hud-confirm = Confirm (Enter)
hud-undo = Undo (Backspace)
hud-forfeit = Forfeit (F)
hud-forfeit-tip = Give up this whole turn: nothing moves
hud-hint = Hint (H)
hud-hint-tip = What the Expert computer would play
hud-forfeit-ask = Give up this whole turn? Nothing of yours will move.
hud-forfeit-yes = Give up the turn (F or Enter)
hud-forfeit-no = Keep playing (Esc)
hud-hint-move = Hint: { $move }
hud-notation-tip = The move in the game's notation

## The pause menu
pause-title = Paused
pause-resume = Resume (Esc)
pause-save = Save (Ctrl+S)
pause-export = Export record (Ctrl+E)
pause-main-menu = Main menu

## Mehen: the other panels
hud-moves-narrowed = More than one move ends there
hud-moves = Moves of this piece
hud-enlightened = Enlightened
hud-seat-score = { $letter } { $name }: { $barque } in the Barque, { $inplay } in play
hud-team-score = Team { $team }: { $sum }
hud-stirs-turn = Stirs: { $stirs }   Turn: { $turn }
hud-log = Log
hud-turn-notation-tip = The turn in the game's notation

## Game over
over-title = Game over
over-and = and
over-tie = A tie: { $names }
over-wins = { $count ->
    [one] { $names } wins!
   *[other] { $names } win!
}
over-ended-by = Ended by: { $reason }
over-player = Player
over-enlightened = Enlightened
over-devoured = Devoured
over-throws = Turns { $turns }, stirs { $stirs }. Throws of 0-4 flat sides this game: { $counts }
over-all-games = All games on this computer: { $fairness }
over-replay = Watch the replay

## Captions on Mehen's table
board-mehen = Mehen
board-tail = tail
board-teeth = pawns enter at the teeth
board-teeth-plain-entry = VVVVVV entry
board-teeth-plain = VVVVVV
board-waiting = Waiting at the tail
board-waiting-click = Waiting at the tail (click to enter)
board-barque = Barque of Ra
board-first-lion = first lion
board-lion-reserve = Lion reserve
board-devoured = Devoured

## The Load screen
load-title = Load
load-saves = Saved games
load-records = Records (Mehen's open in the replay viewer, the other games' to play on)
load-none = (none yet)
load-load = Load
load-replay = Replay
load-play-on = Play on
load-by-path = Or open a file by its path (a save, or a Mehen record):
load-open = Open
load-folders = Saves: { $saves }   Records: { $records }

## The replay viewer
replay-title = Replay: { $title }
replay-first = First (Home)
replay-back = Back (Left)
replay-play = Play
replay-pause = Pause
replay-space = Space
replay-forward = Forward (Right)
replay-last = Last (End)
replay-of-turns = { $count ->
    [one] of { $count } turn
   *[other] of { $count } turns
}
replay-play-on = Play on from here
replay-play-on-tip = Leave the viewer; everyone plays as a person from this turn
replay-close = Close
notice-ok = OK
