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
menu-credits = About
menu-credits-tip = The version, the licence, and who made the game, its pictures and its lettering
menu-quit = Quit

## Credits
credits-title = About Mehen
credits-version = Mehen, version { $version }
credits-licence = Free software: you may use, copy and change it under the MIT licence or the Apache licence 2.0, as you prefer. The full texts come with the game.
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
    .touch = Numbers on the board's spaces (a space's number shows while a finger rests on it)
settings-notation = The moves' notation beside their words (as records write them)
settings-boards-folder = Your boards: { $folder } (every board file there is offered on the New game screen)
settings-saves-folder = Saves: { $folder }
settings-file = Settings: { $file }
settings-browser-storage = This browser keeps your settings, saves, records and lessons for this site. Clearing the site's data in the browser removes them; export a record to keep it elsewhere, and bring files in on the Load screen.

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
turn-of-short = { $name } ({ $letter }, { $shape })
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
card-mehen = Race to the snake's head past lions. 2-6 players.
card-senet-kendall = The game of passing, by Kendall's rules. For two.
card-senet-houses = Senet with safe houses and the water. For two.
card-hyena = Mothers race home, then hyenas hunt. 2-6 players.
card-family-mehen = A gentle Mehen with one die. 2-6 players.
card-bak-amen = Backgammon along the Nile. For two.
setup-board-explain = The built-in boards come first, then any you add to your board folder.
setup-board-explain-page = The built-in boards come first, then any you bring in on the Load screen.
setup-players-explain = Each seat is a person at this screen or the computer at one of three strengths.
setup-advanced-explain = Optional rules from Horton's text. Leave them all off for the standard game.
setup-options-explain = Variants the rules offer. The defaults are the usual game.
setup-teams-explain = Partners add up their enlightened pawns and win together. Teams need four or six players.
setup-more = More
setup-start-tip = Start a game of { $game } with these players and options
setup-back-tip = Back to the main menu (the choices here are kept)
setup-card-tip = Play { $game }: its board, players and options appear below
setup-name-tip = The name the game calls this player by
setup-start = Start
setup-board = Board
setup-board-line = { $title } ({ $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
})
setup-board-line-yours = { $title } ({ $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}), your board
setup-spiral-line-yours = { $title } ({ $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}), your board
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
hud-thrown-mehen = Thrown: { $flats ->
    [0] no flat side
   *[other] all { $flats } flat sides
} up, a Mehen throw
hud-thrown = Thrown: { $flats ->
    [one] 1 flat side
   *[other] { $flats } flat sides
} up, worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $each ->
    [yes] {" "}(2 for each flat side)
   *[no] {""}
}
hud-to-throw = Your turn: throw the sticks. Each flat side up is worth 2 points; none or all four up makes the snake stir: every pawn is pulled two spaces on, and you throw again.
hud-to-throw-short = Your turn: throw the sticks.
hud-throw-again = Throw once more (Space)
hud-throw-short = Throw
hud-throw = Throw the sticks (Space)
hud-stirs = Mehen stirs!
hud-stir-explained = Every pawn is pulled two spaces on. { $name } throws again (no lion may move on that throw).
hud-just-now = Just now: { $words }
hud-just-played = { $name } has just played: the Log tells the whole turn.
hud-just-threw = { $throw }, then { $pieces }.
hud-hints = Hints
hud-hints-tip = Ring the pieces that can move and where they can go
hud-chosen = Chosen: { $move }
hud-where-to = Where to? Click a space marked with a dot, or a move in the list on the right.
    .touch = Where to? Tap a space marked with a dot, or a move in the list.
hud-where-to-small = Where to? Click a space with a dot, or open Moves to read them.
    .touch = Where to? Tap a space with a dot, or open Moves to read them.
hud-moves-list-short = Moves
hud-moves-list-tip = Show the chosen piece's moves as a list over the board
hud-hint-said = Hint: { $move }
hud-give-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}: split them between two pieces. Click a piece to move (or the tail pen to enter a pawn).
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: split them between two pieces. Tap a piece to move, or the tail pen to enter a pawn; Moves then lists its moves.
hud-give-points-single = { $points ->
    [one] { $points } point
   *[other] { $points } points
}: split them between two pieces, or give them all to one pawn. Click a piece to move (or the tail pen to enter a pawn).
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: split them between two pieces, or give them all to one pawn. Tap a piece to move, or the tail pen to enter a pawn; Moves then lists its moves.
hud-press-enter = Press Enter to play it, or Backspace to take a piece back.
    .touch = Tap Confirm to play it, or Undo to take a piece back.
hud-press-enter-lost = { $points ->
    [one] 1 point is left over: only two pieces move, so it is lost.
   *[other] { $points } points are left over: only two pieces move, so they are lost.
} Press Enter to play, or Backspace to take a piece back.
    .touch = { $points ->
    [one] 1 point is left over: only two pieces move, so it is lost.
   *[other] { $points } points are left over: only two pieces move, so they are lost.
} Tap Confirm to play, or Undo to take a piece back.
hud-points-unusable = { $points ->
    [one] 1 point is left, which no other piece can use: it is lost.
   *[other] { $points } points are left, which no other piece can use: they are lost.
} Press Enter to play, or Backspace to take the piece back.
    .touch = { $points ->
    [one] 1 point is left, which no other piece can use: it is lost.
   *[other] { $points } points are left, which no other piece can use: they are lost.
} Tap Confirm to play, or Undo to take the piece back.
hud-points-left-pen = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left, for a pawn entering from the tail: click Waiting at the tail.
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } left, for a pawn entering from the tail: tap Waiting at the tail.
hud-points-left = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left: click the second piece.
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } left: tap the second piece.
hud-points-left-alone = { $points ->
    [one] { $points } point
   *[other] { $points } points
} left: click the second piece, or press Enter to play this piece alone.
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } left: tap the second piece, or Confirm to play this piece alone.
hud-confirm = Confirm (Enter)
hud-undo = Undo (Backspace)
hud-forfeit = Pass (F)
hud-forfeit-tip = Pass this whole turn: nothing of yours moves
hud-hint = Hint (H)
hud-hint-tip = What the Expert computer would play
hud-take-back = Take back (Ctrl+Z)
hud-take-back-tip = Take back your last turn: the board returns to its start, with the same throw in your hand
hud-forfeit-ask = Pass this whole turn? Nothing of yours will move.
hud-forfeit-yes = Pass the turn (F or Enter)
hud-forfeit-no = Keep playing (Esc)
hud-hint-move = The Expert would play: { $move }
hud-hint-rest = To finish the Expert's move: { $move }
hud-hint-followed = You have chosen the Expert's move: Confirm plays it.
hud-hint-other = The Expert would rather play, from the turn's start: { $move }
hud-notation-tip = The move in the game's notation

## The pause menu
pause-title = Paused
hud-menu = Menu (Esc)
hud-menu-tip = The pause menu: rules, settings, saving, and leaving the game
pause-resume = Resume (Esc)
pause-save = Save (Ctrl+S)
pause-export = Export record (Ctrl+E)
pause-main-menu = Main menu
pause-back = Back to the pause menu (Esc)
pause-back-tip = The game stays paused until you resume it

## Mehen: the other panels
hud-moves-narrowed = More than one move ends there
hud-moves = Moves of this piece
hud-enlightened = Barque of Ra
hud-seat-score = { $letter } { $name }: { $barque } in the Barque, { $serpent } on the serpent, { $tail } at the tail
hud-team-score = Team { $team }: { $sum }
hud-stirs-turn = Stirs: { $stirs }   Turn: { $turn }
hud-first-lion = { $stage ->
    [reserve] At the first stir a lion boards the Barque (the first lion); at the third it comes into play on the head.
    [barque] The first lion waits on the Barque: at the third stir it comes into play on the head.
   *[indent] The first lion waits beside the head: at the next stir it comes into play.
}
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
over-ended-by = { $reason ->
    [enlightened] The game ended when three pawns of one side were enlightened.
    [eliminated] The game ended with no pawn left in the race.
    [stuck] The game ended because nobody could move any more.
   *[time] The game ended when the agreed time ran out.
}
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
    .touch = Waiting at the tail (tap to enter)
board-closer = Brought closer: now tap a piece or a space.
board-whole = Whole board
board-whole-tip = Show the whole board again (a tap on a crowded board brings it closer)
board-barque = Barque of Ra
board-first-lion = first lion
board-lion-reserve = Lion reserve
board-devoured = Devoured

## The Load screen
load-title = Load
load-saves = Saved games
load-records = Records
load-none = (none yet)
load-load = Load
load-replay = Replay
load-play-on = Play on
load-by-path = Or open a file by its path (a save, or a Mehen record):
load-open = Open

## The replay viewer
replay-title = Replay: { $title }
replay-first = First (Home)
replay-back = Back (Left)
replay-play = Play
replay-pause = Pause
replay-space = Play or pause (Space)
replay-forward = Forward (Right)
replay-last = Last (End)
replay-of-turns = { $count ->
    [one] of { $count } turn
   *[other] of { $count } turns
}
replay-turn-shown = Turn { $turn } of { $count }:
replay-start = The start of the game: nothing played yet.
replay-play-on = Play on from here
replay-play-on-tip = Leave the viewer; everyone plays as a person from this turn
replay-close = Close
notice-ok = OK

## Mehen's moves in words. $voice is "option" (the player choosing: "Enter a pawn") or "log" (the
## table's log, after the mover's name: "enters a pawn"). $whose is "yours" (the player's own pawn,
## when choosing), "own" (the mover's own, in the log) or "other".
points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
spaces = { $count ->
    [one] 1 space
   *[other] { $count } spaces
}
list-and = { $init } and { $last }
pawn-of = { $whose ->
    [yours] your pawn
    [own] their pawn
   *[other] { $owner }'s pawn
}
pawn-on = { $pawn } on { $at }
lion-on = the lion on { $at }
place-space = space { $at }
place-head = Mehen's head
piece-tail-pawn = a pawn at the tail
piece-head-lion = the lion on the head
piece-pawn = the pawn on { $at }
move-enter = { $voice ->
    [option] Enter
   *[log] enters
} a pawn
move-walk = { $voice ->
    [option] Move
   *[log] moves
} { $pawn } on { $from }
move-jump = { $voice ->
    [option] Jump
   *[log] jumps
} { $pawn } on { $from } across the coil
move-push = { $voice ->
    [option] Push
   *[log] pushes
} { $pawn } on { $from }
move-lion = { $voice ->
    [option] Move
   *[log] moves
} { $head ->
    [yes] the lion on the head
   *[no] the lion on { $from }
}
lion-how = { $sprint ->
    [yes] sprinting: { $spaces } for { $points }
   *[no] { $spaces }, { $points }
}
lion-outward = outward to { $to } ({ $how })
lion-off = off the board at the tail ({ $how }); it goes back to the reserve
lion-bonus = , and { $pawn } on { $at } goes straight to Mehen's head
lion-across = across the coil to { $to } { $sprint ->
    [yes] sprinting ({ $points })
   *[no] ({ $points })
}
move-cost = ({ $points })
move-to = to { $head ->
    [yes] Mehen's head
   *[no] { $to }
} ({ $points })
move-sliding = , sliding over { $pawns } to { $place }
move-sliding-past = , sliding over { $pawns } and past { $lions } to { $place }
move-ending-on = , then on to { $place }
move-forming-blockade = , forming a blockade with { $spaces }
move-devouring = , devouring { $pawn } on { $at }
action-give-up = Give up the turn: nothing moves
action-then = { $first }, then { $next }
log-give-up = { $name } gives up the turn: nothing moves.
log-move = { $name } { $phrase }.
log-then = { $told } Then { $name } { $phrase }.

## Mehen's stir, told in the log.
stir-started = Mehen stirs (stir { $number }).
stir-lion-barque = The first lion boards the Barque of Ra.
stir-lion-indent = The first lion moves to the indent beside the head.
stir-lion-head = The first lion reaches Mehen's head: from now on it is in play.
stir-enlightened-pawns = { $count ->
    [one] { $owner }'s pawn
   *[other] { $count } of { $owner }'s pawns
}
stir-enlightened = Enlightened, from the head into the Barque of Ra: { $pawns }.
stir-lions-to-head = { $count ->
    [one] A lion from the reserve takes the empty place on the head.
   *[other] { $count } lions from the reserve take the empty places on the head.
}
stir-pulled = { $pawn } from { $from } to { $to }
stir-pull = The pull moves { $pawns }.
stir-devoured-lion = { $pawn } on { $at } is pulled into the lion on { $lion } and devoured.
stir-devoured-head = { $pawn } on { $at } is pulled into the head and devoured.

## Why a piece cannot move.
why-game-over = The game is over.
why-no-move-due = No move is due now.
why-not-yours = That is { $owner }'s pawn: you move your own pawns and any lion.
why-empty = Space { $at } is empty: click one of your pawns or a lion.
    .touch = Space { $at } is empty: tap one of your pawns or a lion.
why-points-used = All the points are used: press Enter to confirm.
    .touch = All the points are used: tap Confirm.
why-second-piece = { $piece } could move, but then no second piece could: each turn moves two pieces (one alone only on your first turn or with your last pawn). Try another piece first, or give up the turn (F).
why-reasons = { $first }; { $second }
why-cannot = { $piece } cannot move: { $reasons }.
why-not-there = { $piece } cannot end on { $at }: { $reason }. A ring with a dot marks each space it can reach.
reason-blockade = it would stop on { $whose ->
    [yours] your own
   *[other] { $owner }'s
} blockade on { $single ->
    [yes] { $first }
   *[no] { $first }-{ $last }
}; it needs { $points } to get past it
reason-ends-on-lion = it would end on the lion on { $at } (a pawn never ends on a lion)
reason-ends-on-pawn = it would end on { $pawn } on { $at }, which it may not slide over again this turn
reason-taken = space { $at } is taken
reason-past-head = it would reach Mehen's head with { $points } to spare (the head takes an exact count)
reason-jump-inner = no piece jumps from the inner coil
reason-points = that needs { $need } and { $have } left
reason-blockaded = the pawn on { $at } is in a blockade, which lions cannot devour
reason-lion-on-lion = it would end on the lion on { $at }
reason-sprint-blockade = a sprinting lion may not pass the blockade pawn on { $at }
reason-sprint-devour = a sprinting lion may not devour (the pawn on { $at })
reason-sprint-devour-jump = a lion jumps for 1 point only onto a pawn outside a blockade, and not sprinting
reason-lion-after-mehen = lions stay put after a Mehen throw this turn
reason-two-entries = only one pawn enters the board a turn
reason-same-piece = it has already moved this turn
reason-jump-not-first = a jump must be the first piece moved
reason-no-tail-pawn = no pawn of yours waits at the tail
reason-pawn-in-head = pawns in Mehen's head wait there for the next stir
reason-push-past-lion = a pushed pawn may not go into or past the lion on { $at }
reason-not-pushable = the pawn on { $at } cannot be pushed
reason-jump-direction = a pawn jumps only inward, and a lion only outward, to the space touching it
reason-two-pieces = each turn moves two pieces (one alone only on your first turn or with your last pawn)
reason-not-now = that is not a move you can make now
reason-pawn-way = pawns move only toward Mehen's head
reason-no-stop-on-pawn = a pawn never stops on another pawn: landing on { $pawn } there, it slides on past
reason-lion-way = lions move only toward the tail
reason-other-piece = the other piece needs at least one of the points
reason-not-an-end = none of its moves ends there this turn
no-move-nothing-in-play = { $name } has no pawn to move and no lion is on the board
no-move-none-can = none of { $name }'s pieces can use { $points }. { $why }
no-move-nothing = { $name } has nothing to move
no-move-only-one = { $name } can move only one piece ({ $piece }), and a turn moves two
no-move-no-two = no two of { $name }'s pieces can move together with { $points }
no-move = No legal move: { $why }. The turn passes.
log-throw = { $name } throws { $flats ->
    [0] no flat side
    [one] 1 flat side
   *[other] { $flats } flat sides
} up: { $count ->
    [one] 1 point
   *[other] { $count } points
}
log-throw-stir = { $name } throws { $flats ->
    [0] no flat side
    [one] 1 flat side
   *[other] { $flats } flat sides
} up: Mehen stirs!
notice-throw-first = Throw the sticks first (Space, or the Throw button).
    .touch = Throw the sticks first: tap the Throw button.
notice-head-pawns = Pawns in Mehen's head wait there for the next stir; no lion stands on the head.
notice-time-up = Time is up.
race-export = Export record
race-export-tip = Write this game's record to a file you can load or share

## Shared by the race games' panels.
race-to-play = { $name } to play.
race-last-move-legend = On the board, a dashed ring marks where the last move started, a solid ring where it ended. Point at a line of the Log to ring its squares in coral.
    .touch = On the board, a dashed ring marks where the last move started, a solid ring where it ended.
race-just-played = The Log tells the last turn.
race-computer-playing = The computer is playing...
race-refused-over = The game is over: no more moves.
race-refused-illegal = That move is not allowed now.
race-thrown-sticks = Thrown: { $flats ->
    [0] no flat side
    [one] 1 flat side
   *[other] { $flats } flat sides
} up, a move of { $value }.
race-wins = { $name } wins!
race-after-turns = { $count ->
    [one] after 1 turn
   *[other] after { $count } turns
}

## Senet.
senet-side = { $name } ({ $colour ->
    [white] White
   *[black] Black
})
senet-score = { $name }: { $count } borne off{ $frozen ->
    [yes] , frozen
   *[no] {""}
}
senet-rebirth = Rebirth: dead pawn to 15 (R)
senet-rebirth-tip = Instead of throwing, bring the pawn in the House of Death back to life on 15
senet-take-offered = Take the offered { $value } (T)
senet-no-move = No pawn can move { $value }: the turn passes.
senet-must-go-back = No pawn can move forward { $value }, so one must move back: click a pawn framed in gold.
    .touch = No pawn can move forward { $value }, so one must move back: tap a pawn framed in gold.
senet-click-pawn = Click a pawn framed in gold to move it { $value } (the green ring shows where it lands).
    .touch = Tap a pawn framed in gold to move it { $value } (the green ring shows where it lands).
senet-triple = 3-square move: 17 to 20, { $to18 } to 18, { $to19 } to 19
senet-log-throw = { $name } throws { $value }
senet-log-opening = { $name } starts with the pawn from 10 already on the House of Rebirth (15): the rules make that first move. The other side throws first.
senet-log-rebirth = { $name }: the dead pawn is reborn on 15
senet-log-offered = { $name } takes the offered { $value }
senet-log-triple = { $name } makes the 3-square move: 17 to 20, { $to18 } to 18 and { $to19 } to 19.
senet-log-pass = { $name } cannot move and passes.
senet-sending = , sending the pawn of { $other } from { $from } to { $to }{ $house ->
    [death] , the House of Death
    [rebirth] , the House of Rebirth
    [beauty] , the House of Beauty
   *[none] {""}
}
senet-log-move = { $name } moves the pawn on { $from } to { $to }{ $house ->
    [death] , the House of Death
    [rebirth] , the House of Rebirth
    [beauty] , the House of Beauty
   *[none] {""}
}{ $sent }.
senet-log-bear-off = { $name } bears off the pawn on { $from }{ $sent }.
senet-log-moves = { $name } moves.
senet-why-theirs = That pawn belongs to { $other }: click one of yours.
    .touch = That pawn belongs to { $other }: tap one of yours.
senet-why-empty = No pawn of yours stands on { $at }.
senet-why-dead = it is dead: it leaves the House of Death only by Rebirth (instead of throwing) or with a 4
senet-why-beauty = every pawn stops on the House of Beauty (26) first, and it needs exactly { $count } to get there
senet-why-exact-off = leaving the board takes exactly { $count } from there
senet-why-start = moving back would go off the start of the board
senet-why-last-row = no pawn leaves the board until all your pawns are on the last row (21-30)
senet-why-blockade = three pawns of { $other } on { $first }-{ $last } block the way
senet-why-held = a 3-square move of { $other } holds 18-20: nothing passes 17 while a pawn of it stays
senet-why-own = it would land on your own pawn on { $at }
senet-why-protected = the pawn of { $other } on { $at } has a neighbour of its colour, which protects it from attack
senet-why-safe = the pawn of { $other } on { $at } stands on a safe house
senet-why = The pawn on { $at } cannot move { $back ->
    [yes] back { $value }
   *[no] { $value }
}: { $why }.

## The Hyena game. $piece is "mother" or "hyena".
hyena-pen-caption =
    Hyenas waiting,
    mothers home
hyena-ones-legend = A one is a throw of 1 flat side up. Once your mother is on the board, every one you throw is saved: saved ones shorten a throw that would pass the centre, and leaving the centre costs 4 of them (10 for a hyena).
hyena-thrown-one = Thrown: 1 flat side up, a one.
hyena-seat = { $name }: { $stage } · { $ones ->
    [0] no one saved
    [one] 1 one saved
   *[other] { $ones } ones saved
} · { $eaten ->
    [0] no mother eaten
    [one] 1 mother eaten
   *[other] { $eaten } mothers eaten
}
hyena-stage-waiting = mother waits for a one
hyena-stage-mother-centre = mother in the centre{ $back ->
    [yes] {" "}(again)
   *[no] {""}
}
hyena-stage-mother = mother on { $square }{ $back ->
    [yes] , coming back
   *[no] {""}
}
hyena-stage-hyena-tail = hyena at the tail
hyena-stage-hyena-centre = hyena in the centre
hyena-stage-hyena = hyena on { $square }{ $back ->
    [yes] , coming back
   *[no] {""}
}
hyena-stage-home = hyena home
hyena-stage-eaten = mother eaten: out
hyena-enter = Bring the mother on (Enter)
hyena-save = Save the one (Enter)
hyena-move = Move the { $piece ->
    [hyena] hyena
   *[mother] mother
} { $count } (Enter)
hyena-pay = Spend { $count ->
    [one] the saved one
   *[other] { $count } saved ones
} and move the { $piece ->
    [hyena] hyena
   *[mother] mother
} (Enter)
hyena-pay-land = This throw goes { $cost } past the centre: spend { $cost } saved { $cost ->
    [one] one
   *[other] ones
} to land exactly on it, or keep them and stay where you are (you have { $have } saved).
hyena-pay-leave = Leaving the centre costs { $cost } saved ones (you have { $have } saved).
hyena-passes-soon = The turn passes in a moment.
hyena-only-move = The only move this throw allows: it plays itself in a moment.
hyena-keep = Keep the ones, stay (P)
hyena-pass = Cannot move: pass (Enter)
hyena-ranking = { $place }. { $name }: { $count ->
    [one] 1 mother eaten
   *[other] { $count } mothers eaten
}
hyena-log-throw = { $name } throws { $flats ->
    [0] no flat side up: a move of { $count }
    [1] 1 flat side up: a one
   *[other] { $flats } flat sides up: a move of { $count }
}
hyena-log-entered = { $name }'s mother comes onto square 1
hyena-log-saved = { $name } saves the one
hyena-log-paid = { $count ->
    [one] { $name } spends a saved one
   *[other] { $name } spends { $count } saved ones
}
hyena-log-moved = { $name }'s { $piece ->
    [hyena] hyena
   *[mother] mother
} moves from { $from ->
    [tail] the tail
    [centre] the centre
   *[square] square { $fromsq }
} to { $to ->
    [tail] the tail
    [centre] the centre
   *[square] square { $tosq }
}
hyena-log-centre = { $name }'s { $piece ->
    [hyena] hyena
   *[mother] mother
} reaches the centre
hyena-log-swap = { $name }'s { $piece ->
    [hyena] hyena
   *[mother] mother
} lands on { $other }'s { $theirs ->
    [hyena] hyena
   *[mother] mother
}: they swap, and it goes to { $now ->
    [tail] the tail
    [centre] the centre
    [waiting] the tail, to wait for a one again
    [home] home
    [out] out of the game
   *[square] square { $square }
}
hyena-log-ate = { $name }'s hyena eats { $other }'s mother!
hyena-log-mother-home = { $name }'s mother is home: the hyena sets out
hyena-log-hyena-home = { $name }'s hyena is home
hyena-log-passed = { $name } does not move{ $why ->
    [waiting] : the mother waits at the tail for a one
    [centre] : leaving the centre takes { $cost } saved ones ({ $have } saved)
    [short] : the throw would carry it past the centre, and landing there exactly takes { $need ->
        [one] a saved one
       *[other] { $need } saved ones
    } ({ $have } saved)
    [kept] , keeping the saved ones (spending { $need ->
        [one] one
       *[other] { $need }
    } would have landed it in the centre)
   *[other] {""}
}

## Bak-Amen.
bak-nile = the Nile
bak-numbers-legend = Each side counts its own points: the dark numbers are White's, the red ones Red's.
bak-borne-off-white =
    White's
    borne off
bak-borne-off-red =
    Red's
    borne off
bak-so-far-none = So far: no step yet
bak-seat = { $name } ({ $letter }, { $side ->
    [white] White
   *[red] Red
})
bak-score = { $name }: { $pips ->
    [one] { $pips } point to go
   *[other] { $pips } points to go
} · { $off } borne off · { $nile } on the Nile
bak-opening = Opening throw: one die each, the higher starts
bak-throw = Throw the dice (Space)
bak-no-die = No die can be used: the turn passes.
bak-opening-double = A double: the opening throw is made again.
bak-dice = Dice { $a } and { $b }.
bak-double = A double: four moves of { $a }.
bak-click-pawn = Click a pawn (gold: pawns that can move), then where it goes; a pawn with one place to go goes there at once.
    .touch = Tap a pawn, then where it goes (gold: pawns that can move).
bak-picked = { $point ->
    [0] The pawn in the Nile
   *[other] The pawn on { $point }
} is picked up: click where it goes (a ring with a dot marks each place).
    .touch = { $point ->
    [0] The pawn in the Nile
   *[other] The pawn on { $point }
} is picked up: tap where it goes (a ring with a dot marks each place).
bak-so-far = So far: { $steps }
bak-play-entered = Your play is complete: Confirm ends your turn, or Undo takes back a step.
bak-hint = The Expert would play { $steps } (blue arrows)
bak-hint-rest = To finish the Expert's play: { $steps } (blue arrows)
bak-hint-followed = You have entered the Expert's play: Confirm plays it.
bak-not-whole = Some dice are still to play: use each die that can be used, then Confirm.
bak-hint-other = The Expert would rather play, from the turn's start: { $steps }
bak-hint-thinking = The Expert is thinking...
bak-step = { $nile ->
    [yes] from the Nile
   *[no] { $from }
} { $off ->
    [yes] off the board
   *[no] to { $to }
}
bak-arrests = which sends a pawn of { $other } to the Nile
bak-and-then = then
bak-cannot-move = cannot move
bak-why-stuck = { $point ->
    [0] The pawn in the Nile
   *[other] The pawn on { $point }
} cannot move: none of the plays these dice allow moves it.
bak-double-again = a double: throw again
bak-why-nile-first = The pawn on { $point } cannot move yet: your pawn in the Nile must come back onto the board first.
bak-why-not-there = { $from ->
    [0] The pawn in the Nile
   *[other] The pawn on { $from }
} cannot go { $to }: the dice left take it { $places }.
bak-to = { $where ->
    [off] off the board
    [nile] into the Nile
   *[point] to { $point }
}
bak-places-two = { $first } or { $second }
bak-log-opening = Opening throw: { $name } { $a }, { $other } { $b }
bak-log-throw = { $name } throws { $a } and { $b }
bak-log-starts = { $name } starts with { $a } and { $b }
bak-log-play = { $name }: { $moves }
bak-win-kind = { $kind ->
    [gammon] a gammon: 2 points
    [backgammon] a backgammon: 3 points
   *[single] a single game: 1 point
}
bak-log-wins = { $name } wins { $kind ->
    [gammon] a gammon: 2 points
    [backgammon] a backgammon: 3 points
   *[single] a single game: 1 point
}

## Family Mehen.
family-waiting-caption = waiting off the board
family-afterlife-caption = in the afterlife
family-seat = { $name }: { $count } in the afterlife · { $serpent ->
    [0] no serpent in play
   *[other] serpent on { $serpent }
}
family-six-again = A 6: roll again.
family-roll = Roll the die (Space)
family-click-or-choose = Click a ringed piece or the ringed square where it goes, or choose:
    .touch = Tap a ringed piece or the ringed square where it goes, or choose:
family-action-key = { $number }. { $action }
family-action-tip = Play this move (or press { $number }, or click its piece or where it goes on the board)
    .touch = Play this move (or tap its piece or where it goes on the board)
family-action-key-tip = Play this move (or press { $number })
    .touch = Play this move
family-enter = Bring an Egyptian onto the tail
family-egyptian = { $from ->
    [0] Egyptian from the tail
   *[other] Egyptian on { $from }
} to { $to } ({ $die ->
    [one] 1 square
   *[other] { $die } squares
})
family-serpent-up = Serpent { $die ->
    [one] 1 square
   *[other] { $die } squares
} towards the head
family-serpent-down = Serpent { $die ->
    [one] 1 square
   *[other] { $die } squares
} towards the tail
family-reroll = Do not move: roll again
family-pass = Cannot move: pass
family-why-not-yours = Click one of your own Egyptians (or choose an action in the panel).
    .touch = Tap one of your own Egyptians (or choose an action in the panel).
family-why-reserve = An Egyptian comes onto the tail only with a roll of 1, and while none of yours stands on the tail.
family-serpent-which = Your serpent can go towards the head, to { $up }, or towards the tail, to { $down }: click the ringed square where it should go, or choose in the panel.
    .touch = Your serpent can go towards the head, to { $up }, or towards the tail, to { $down }: tap the ringed square where it should go, or choose in the panel.
family-serpent-stuck = Your serpent cannot move with this roll.
family-why-past-head = The Egyptian on { $at } cannot move: the head is reached only by the exact number.
family-why-serpent = The Egyptian on { $at } cannot move: it would stop on the serpent on { $serpent }, and an Egyptian never stops on a serpent.
family-log-roll = { $name } rolls { $die }
family-log-entered = { $name }: an Egyptian comes onto the tail
family-log-moved = { $name }'s Egyptian moves from { $from ->
    [0] the tail
   *[other] square { $from }
} to { $to ->
    [0] the tail
   *[other] square { $to }
}
family-log-serpent-moved = { $name }'s serpent moves from square { $from } to square { $to }
family-log-propelled = { $name }'s Egyptian lands on its own on { $at } and is propelled on by the same number
family-log-rebounded = { $name }'s serpent rebounds from { $at }
family-log-sent-back = { $to ->
    [0] { $other } is sent back to the tail
   *[other] { $other } is sent back to { $to }
}
family-log-serpent-removed = { $other }'s serpent is removed!
family-log-afterlife = { $name }: an Egyptian reaches the afterlife
family-log-serpent-placed = { $name }'s serpent comes down to { $to }
family-log-serpent-waits = { $name }'s serpent cannot come down yet
family-log-rerolled = { $name } rolls again
family-log-passed = { $name } cannot move
spiral-tail = tail

## Notices about files, and what the Load screen says of each file.
notices-title = Notices
notice-problem = { $problem }
notice-saved = Game saved
notice-not-saved = Not saved: { $problem }
notice-exported = Record exported
notice-not-exported = Not exported: { $problem }
notice-autosave-failed = Autosave failed: { $problem }
notice-statistics-not-saved = Statistics not saved: { $problem }
notice-settings-not-saved = Settings not saved: { $problem }
notice-unfinished-kept = Your unfinished game was kept: open it from Load.
notice-unfinished-game-kept = { $game }: your unfinished game was kept; open it from Load.
notice-board-broken = { $problem } (the game goes on with the last good version)
notice-board-reloaded = { $name } changed: the board is reloaded.
notice-board-misfit = { $name }: the game so far does not fit the edited board ({ $problem }); the game goes on with the last good version
notice-playing-on = Playing on from here.
notice-replay-stopped = Replay stopped: { $problem }
notice-no-game-opens = { $file }: no game here opens this file
load-row = { $name }{ $about }, { $when }
load-autosave = Autosaved as you played:{" "}
about-mehen-record = Mehen record: { $players } players on the { $board } board, { $count ->
    [one] 1 turn
   *[other] { $count } turns
}
about-mehen-save = Mehen: { $names } on the { $board } board, { $turn ->
    [0] finished
   *[other] turn { $turn }
}
about-race-record = { $game } record, { $count ->
    [one] 1 turn
   *[other] { $count } turns
} (opens to play on)

## Captions of the pictures on the rules pages.
picture-slide = Red has 2 points: one step onto Blue's lone pawn, a free slide past it, one more step. Blue's pair on the right is a blockade: a slide stops there, and only points carry a pawn past it.
picture-stir = The stir pulls every pawn two spaces toward the head, the nearest first: Blue's pawn is pulled over the lion and devoured; Red's pawn moves on safely.
picture-lions = Lions walk outward, toward the tail, through any piece, and devour a lone pawn they end on. Red's blockade on the left is safe.
resume-read = { $count ->
    [one] 1 turn
   *[other] { $count } turns
} read from the record; { $sticks ->
    [kept] the throws go on as they would have
    [none] the record keeps no sticks: new ones
   *[broken] { $problem }; new sticks
}{ $seats ->
    [broken] ; the [Seats] tag: { $seatsproblem }; people in every seat
   *[ok] {""}
}
hud-time-left = Time left { $time }
setup-choose-board = Choose a board.
setup-board-not-loaded = { $name } did not load.
setup-bad-seed = The seed "{ $seed }" is not a whole number.
replay-this-game = this game
notice-cannot-open = Cannot open it: { $problem }
board-title-classic = Classic snake
board-title-great = Great snake
board-title-hyena = Finkel's snake (88 squares)
board-title-family = The coiled snake (61 squares)
settings-ui-scale = Interface size
settings-ui-scale-tip = The size of the panels, menus and their text. They already grow with a large window; raise this to read from further away
leave-tip = Back to the main menu; the game is saved, and Continue brings it back
leave-question = Leave this game? It is saved: Continue in the main menu brings it back.
leave-yes = Leave
leave-no = Stay
leave-question-online = Leave this online game? It is not saved on this computer. Your seat waits for you for a minute and a half, and the title screen offers to take you back to it.
quit-question = Quit Mehen? This game is saved: Continue in the main menu brings it back.
quit-question-online = Quit Mehen? This online game is not saved on this computer. Your seat waits for you for a minute and a half: start Mehen again and the title screen offers to take you back to it.
quit-yes = Quit
menu-online-back = Your online game with { $with } in room { $code } is still going on.
menu-online-back-go = Go back to that game
menu-online-back-tip = Back to your seat: the game so far is shown at once, then you play on
menu-online-back-forget = Forget it
menu-online-back-forget-tip = Stop offering this game here; your seat waits on the server a little while, then the others may give it to the computer
window-title = { $game } · Mehen
game-senet = Senet
menu-new-game-tip = Choose a game, its board and its players, then start
menu-load-tip = Open a saved game, or a record to watch or play on
menu-rules-tip = How to play each game
menu-settings-tip = Sound, animation speed, language, interface size
menu-quit-tip = Close the game (a game in progress is saved after every turn)
about-game-mehen = The race to the snake's head, by Zach Horton's modern rules: 2-6 players, sticks, lions and the stirs of the snake god.
about-game-senet-kendall = The game of passing on thirty squares, by Timothy Kendall's rules, for two.
about-game-senet-houses = Senet with safe houses and the House of Water, for two.
about-game-hyena = A race on the snake recorded in Sudan: each mother runs to the centre and home, then her hyena hunts. 2-6 players.
about-game-family-mehen = A gentle Mehen for all ages with one die, Egyptians and guardian serpents. 2-6 players.
about-game-bak-amen = Backgammon on the Senet board, along the banks of the Nile, for two.
setup-players-tip = How many play, from 2 to 6
seat-human-tip = A person plays this seat
seat-computer-novice-tip = The computer plays this seat, gently
seat-computer-normal-tip = The computer plays this seat, like a fair player
seat-computer-expert-tip = The computer plays this seat as well as it can
time-tip = With a time limit, the game ends when time runs out: the most enlightened pawns win, then the most pawns on the board
settings-animation-speed-tip = How fast pieces move (at the fastest, every step is still shown)
settings-mute-tip = Silence every sound
picture-senet-swap = White moves 3 onto Black's pawn: they swap places, and Black's pawn goes back to where White came from.
picture-senet-safe = Two white pawns side by side cannot be attacked: Black's 3 may not land on them.
picture-hyena-swap = Red's mother lands on Blue's: the two swap places.
picture-family-propel = Red's Egyptian moves 3 onto one of its own and is carried 3 squares further.
picture-bak-arrest = White lands on Red's lone pawn: it is arrested and goes to the Nile. Red's pair on the right closes its point.

## Tooltips
back-tip = Back to the main menu
hud-throw-tip = Throw the four sticks (Space)
hud-option-tip = Play this move (or press { $key })
    .touch = Play this move
race-throw-tip = Throw the sticks (Space)
race-action-tip = Play this move (or click the piece on the board)
bak-throw-tip = Throw the dice (Space)
bak-undo-tip = Take back the last step of this turn (Backspace)
bak-confirm-tip = Make the play entered and end your turn (Enter)
family-roll-tip = Roll the die (Space)
senet-take-offered-tip = Play the number your opponent could not use, instead of throwing (T)
senet-triple-tip = Move three pawns at once onto 18, 19 and 20
hud-forfeit-yes-tip = Pass the rest of this turn
hud-forfeit-no-tip = Keep playing this turn
over-new-game-tip = Set up a new game
pause-main-menu-tip = Leave for the main menu (the game is saved as you go)
pause-export-tip = Save this game's record as a text file you can share or replay
over-replay-tip = Watch this game again, turn by turn
pause-resume-tip = Back to the game (Esc)
pause-save-tip = Save the game now to continue it later
load-open-tip = Open the file whose path you typed
load-row-tip = Open this file
load-play-on-tip = Continue this game where it stopped
replay-close-tip = Stop watching and go back to the main menu
replay-slider-tip = Drag to go to any turn of the game
leave-yes-tip = Leave now: this game is saved and can be continued from the main menu
leave-no-tip = Stay in the game
settings-master-volume-tip = How loud the game is overall
settings-effects-volume-tip = How loud the sticks, steps and the snake's stirs are
settings-space-numbers-tip = Write each space's number on the board
settings-notation-tip = Show each move as a record writes it (T+4, L40-1*), for players who read or write records
rules-tab-tip = How to play { $game }
setup-colour-tip = This player's colour on the board
setup-option-tip = Tick to play with this rule; the Rules page explains each one
hud-confirm-tip = Play the move you have put together (Enter)
hud-undo-tip = Take back the last piece or space you chose (Backspace)
load-broken-tip = This file cannot be opened: what is wrong with it is written beside it
hud-hint-title = Hint
hud-this-turn = This turn
hud-share-capped-short = { $most ->
    [one] At most 1 point
   *[other] At most { $most } points
} for this piece: the other piece takes at least one.
# The key to the rings on the board, each beside a drawn ring.
hud-key-movable = can move
hud-key-picked = chosen
hud-key-goes = goes here
hud-key-jumps = jumps here
hud-key-ends = chosen move ends
hud-key-hint = the hint
hud-last-move-legend = On the board, a dark line from a small circle shows the last move. Point at a line here to ring its spaces in coral.
    .touch = On the board, a dark line from a small circle shows the last move.

# The game review
over-review = Review the game
over-review-tip = See each seat's chances over the game, every move graded against the Expert's, and the better moves
review-title = Review
review-working = { $count ->
    [one] The Expert is weighing the only turn…
   *[other] The Expert is weighing all { $count } turns…
}
review-failed = This game cannot be reviewed: { $problem }
review-graph-percent = Each player's chance of winning, turn by turn
review-graph-standing = How well placed each player stands, turn by turn (higher is better)
review-graph-tip = Click or drag to show that turn on the board
    .touch = Tap or drag to show that turn on the board
review-pick-turn = Pick a turn on the graph, or step forward, to see how its move was graded.
review-turn = Turn { $turn }: { $name }
review-chances = Chances: { $before } before the throw, { $thrown } with the best move for it, { $after } after the move played.
review-played = Played: { $move }
review-better = Better (the blue arrows): { $move } The move played gave up { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} of winning chance.
review-show-turn = show
review-show-turn-tip = Show the board at this turn
review-band-slim = slim
review-band-behind = behind
review-band-even = even
review-band-ahead = ahead
review-band-leading = leading
grade-forced = forced
grade-best = best
grade-good = good
grade-inaccuracy = inaccuracy
grade-mistake = mistake
grade-blunder = blunder
grade-forced-tip = There was only one thing to do.
grade-best-tip = The Expert's move, or one as good (less than 1 point of winning chance lost).
grade-good-tip = Close to the best: 1 to 4 points of winning chance lost.
grade-inaccuracy-tip = A weaker move: 4 to 8 points of winning chance lost.
grade-mistake-tip = A clear mistake: 8 to 15 points of winning chance lost.
grade-blunder-tip = A serious error: 15 points of winning chance or more lost.

# Learn to play
menu-learn = Learn to play
menu-learn-tip = Short lessons on the real board: try each rule yourself, one move at a time
learn-title = Learn to play
learn-intro = Each lesson sets up the board, chooses what your throw will show and asks for one move. Try it; if the move is not the one the lesson is after, it tells you why. Show me plays it for you.
learn-progress = { $done } of { $count } lessons finished
learn-unreadable = A lesson could not be read: { $problem }
learn-done-tip = Finished
learn-not-done-tip = Not finished yet
learn-lesson = Lesson
learn-step = Step { $step } of { $count }
learn-show-me = Show me
learn-show-me-tip = The move is played for you, piece by piece
learn-move-asked = This step asks for a move: share the points between your pieces rather than pass.
learn-refused-again = Still not the move this step asks for (try { $count }):
learn-about = About this lesson:
learn-again = Again
learn-again-tip = Put the board back as this step began and try again
learn-next-step = Next
learn-next-step-tip = Go on to the lesson's next step
learn-next-lesson = Next
learn-next-lesson-tip = Start the following lesson
learn-waiting-step = Step done. Read what it showed in the lesson's panel, then press Next.
learn-waiting-step-short = Step done: press Next.
learn-waiting-lesson = Lesson finished. Press Next for the next lesson, Again to replay this step, or Lessons for the list.
learn-waiting-lesson-short = Lesson finished: press Next.
learn-all-lessons = Lessons
learn-all-lessons-tip = Back to the list of lessons

# Take-backs
setup-take-backs = Take-backs
setup-take-backs-explain = Against the computer, Ctrl+Z can take back your last turn: the board returns to its start with the same throw in your hand, and the computers' replies are undone. The game's record counts them.
    .touch = Against the computer, the Take back button can take back your last turn: the board returns to its start with the same throw in your hand, and the computers' replies are undone. The game's record counts them.
setup-take-backs-allow = Allow take-backs (Ctrl+Z)
setup-take-backs-no-computer = Only in games with a computer player
notice-taken-back = Taken back to the start of turn { $turn }, with the same throw.
notice-nothing-to-take-back = There is no turn of yours to take back yet.
notice-take-backs-off = Take-backs are off in this game (choose them in New game, against the computer).
over-take-backs = Take-backs in this game: { $count }

## Captions on the board where something happens (a few seconds; the log keeps the whole sentence).
caption-devoured-lion = Devoured by a lion!
caption-devoured-stir-lion = Devoured: the stir pulled it into a lion
caption-devoured-stir-head = Devoured: the stir pulled it into the head
caption-enlightened = { $name }'s pawn is enlightened: into the Barque of Ra!
caption-bonus = The lion left the board: this pawn goes straight to the head
caption-blockade = Blockade! Lions cannot devour these pawns, and no pawn slides over them
caption-blockade-gated = Blockade across the coils! Lions cannot devour these pawns, and only their own side's pawns slide through it
caption-blockade-short = Blockade!
caption-blockade-gated-short = Blockade across the coils!
log-more = { $count ->
    [one] One new line below
   *[other] { $count } new lines below
}

# Online play
menu-online = Play online
menu-online-tip = Play friends somewhere else: host a game and share its code, or join one with a code
online-title = Play online
online-host = Host a game
online-host-tip = Choose a game and its seats; friends join with the code the room gets
online-join = Join a game
online-join-tip = Type the server's address and the room's code a friend gave you
online-your-name = Your name:
online-open-room = Open the room
online-open-room-tip = Makes the room and shows its code to share
online-join-room = Join
online-join-room-tip = Takes the first free seat of the room (or watches)
online-game = The game:
online-seat-you = you
online-seat-friend = A friend online
online-seat-here = Someone at this screen
online-board-too-large = The board { $board } is too large to send to the room; choose a smaller board.
online-server-here = Start a server on this computer (friends on your network join it)
online-server-here-tip = The game listens on port 7878; friends type this computer's address on your network and the code
online-server-at = Use the server at:
online-address = Server address:
online-code = Room code:
online-watch = Only watch
online-watch-tip = See the game as it is played, without a seat
online-invite-only = Seats only for friends I give the whole code
online-invite-only-tip = The room's code alone lets a person watch; taking a seat needs the longer code this room shows you
online-invite-note = Seats are by invitation: with only the room's code, { $code }, a person can watch but not play.
online-seat-open = waiting for a player
online-connected = connected
online-reconnecting-seconds = reconnecting ({ $seconds } s left)
online-gone = gone
online-connecting = Connecting to the server...
online-reconnecting = The connection dropped: reconnecting...
online-lost = The connection is lost: { $why }
online-lobby-title = Online room
online-share = Give your friends this code:
online-copy = Copy
online-share-here = They choose Play online, then Join, and type this computer's address on your network: { $addresses }, then the code.
online-share-this-computer = A window on this computer joins at { $address }.
online-share-where = They choose Play online, then Join, and type the server { $address } and the code.
online-start = Start the game
online-start-tip = Everyone is here: the game begins for all
online-start-waiting = Waiting until every seat for a friend is taken
online-waiting-host = Waiting for the host to start the game...
online-leave = Leave
online-panel-title = Online · { $code }
online-hand-over = Let the computer play the missing seat
online-end-game = End the game
online-ended-by-choice = The game was ended after a player left.
online-fair = Every throw matches the room's secret seed ({ $seed }): the throws were fair.
online-unfair = The throws could not be checked: { $why }
online-record-saved = The record is kept among your records: { $file }
online-out-of-step = This game is out of step with the server. Leave and join again.
online-put-back = The server did not take that move: the board is back where the game stands.
online-out-of-step-mended = The board here had gone out of step with the server's: it is back where the game stands.
hud-online-playing = Playing online...
online-need-address = Type the server's address, for example 192.168.1.20:7878.
online-bad-code = "{ $code }" is not a room code: it has six letters and digits, like K7M-Q3P.
online-cannot-host = No server could start on this computer: { $why }
online-seat-line = { $pawns } { $name }: { $state }
online-room-term = { $what }: { $value }
online-seat-line-you = { $pawns } { $name } (you): { $state }
online-rejoin = You left room { $code } before its game ended.
online-rejoin-go = Go back to your seat
online-rejoin-forget = Forget it
load-import-about = A record, a save or a board from this computer:
load-import = Bring in a file…
load-import-tip = Choose a file on this computer: a record or a save joins the lists above, ready to open; a board joins the boards of New game
notice-imported = File brought in: it is in the lists
notice-not-imported = Not brought in: { $problem }
setup-board-bring-in = Boards of your own: bring a board file in on the Load screen.

## A turn in a few words, for a phone's strip.
brief-pawn = pawn { $from } to { $to }
brief-pawn-head = pawn { $from } to Mehen's head
brief-enter = a new pawn onto { $to }
brief-lion = the lion on { $from } to { $to }
brief-lion-from-head = the lion on the head to { $to }
brief-lion-off = the lion on { $from } off the board
brief-devouring = { $count ->
    [one] devouring a pawn
   *[other] devouring { $count } pawns
}
brief-move = { $name }: { $pieces }.
brief-stir = Mehen stirs. { $parts }.
brief-stir-still = Mehen stirs, but no pawn is pulled.
brief-stir-pulled = { $count ->
    [one] One pawn pulled two spaces
   *[other] { $count } pawns pulled two spaces
}: { $pawns }
brief-stir-devoured = { $count ->
    [one] one devoured
   *[other] { $count } devoured
}: { $pawns }
brief-stir-and = ;{" "}
