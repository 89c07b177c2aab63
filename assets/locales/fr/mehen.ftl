# Les mots de Mehen en français. Chaque message est écrit en entier pour la langue ; les arguments
# sont entre accolades.

## Menu principal
menu-title = Mehen
menu-tagline = Le jeu du serpent de l'Égypte ancienne, selon les règles de Zach Horton.
menu-new-game = Nouvelle partie
menu-continue = Reprendre
menu-continue-unreadable = La sauvegarde automatique est illisible (survolez Reprendre).
menu-continue-unreadable-why = La sauvegarde automatique est illisible : { $problem }
menu-continue-none = Aucune partie à reprendre pour l'instant
menu-load = Charger (Ctrl+O)
menu-rules = Règles
menu-settings = Réglages
menu-credits = Crédits
menu-credits-tip = Qui a fait le jeu, ses images et ses caractères
menu-quit = Quitter

## Crédits
credits-title = Crédits
credits-version = Mehen, version { $version }
back = Retour

## Réglages
settings-title = Réglages
settings-language = Langue
settings-language-system = Celle du système ({ $language })
settings-language-tip = La langue de tous les écrans ; elle change aussitôt.
settings-master-volume = Volume général
settings-effects-volume = Volume des effets
settings-mute = Couper le son
settings-animation-speed = Vitesse des animations
settings-hints = Afficher les aides (marquer où la pièce choisie peut aller)
settings-space-numbers = Numéros sur les cases du plateau (le numéro d'une case s'affiche toujours sous le pointeur)
settings-boards-folder = Vos plateaux : { $folder } (chaque fichier de plateau qui s'y trouve est proposé à l'écran Nouvelle partie)
settings-saves-folder = Sauvegardes : { $folder }
settings-file = Réglages : { $file }

## Places
seat-pawns = { $letter } ({ $shape }, { $sign })
seat-pawns-tip = Les pions de cette place : leur forme et le signe qu'ils portent
shape-circle = rond
shape-square = carré
shape-triangle = triangle
shape-diamond = losange
shape-hexagon = hexagone
shape-star = étoile
sign-ankh = ânkh
sign-eye = œil d'Horus
sign-scarab = scarabée
sign-djed = pilier djed
sign-lotus = lotus
sign-falcon = faucon
with-sign-ankh = à l'ânkh
with-sign-eye = à l'œil d'Horus
with-sign-scarab = au scarabée
with-sign-djed = au pilier djed
with-sign-lotus = au lotus
with-sign-falcon = au faucon
# La ligne du tour : à qui de jouer.
turn-of = { $name } ({ $letter }, { $shape } { $with-sign })
pawns = { $count ->
    [one] { $count } pion
   *[other] { $count } pions
}

## Nouvelle partie
setup-title = Nouvelle partie
setup-game = Jeu
game-mehen = Mehen (Horton)
game-senet-kendall = Senet (Kendall)
game-senet-houses = Senet (maisons)
game-hyena = Jeu de la hyène
game-family-mehen = Mehen en famille (un dé)
game-bak-amen = Bak-Amen (deux dés)
setup-seed = Graine (facultative) :
setup-seed-tip = La même graine donne les mêmes lancers : laissez vide pour une partie nouvelle à chaque fois.
setup-start = Commencer
setup-board = Plateau
setup-board-line = { $title } ({ $spaces } cases)
setup-board-line-yours = { $title } ({ $spaces } cases), votre plateau
setup-spiral-line-yours = { $title } ({ $squares } cases), votre plateau
setup-board-kept = { $problem } (la dernière bonne version est proposée plus haut)
setup-board-folder = Votre dossier de plateaux : { $folder }
setup-spiral-folder = Vos plateaux en spirale vont dans { $folder }
setup-players = Joueurs
setup-players-count = joueurs
setup-two-bak-amen = Deux joueurs : A joue les Blancs, B les Rouges ; un lancer d'ouverture décide qui commence.
setup-two-senet = Deux joueurs : A joue les Blancs (dont le coup d'ouverture est déjà joué), B les Noirs.
side-white-pieces = Pièces blanches
side-black-pieces = Pièces noires
side-red-pieces = Pièces rouges
colour-red = Rouge
colour-blue = Bleu
colour-green = Vert
colour-gold = Or
colour-purple = Violet
colour-white = Blanc
colour-black = Noir
colour-turquoise = Turquoise
seat-human = Humain
seat-computer-novice = Ordinateur : novice
seat-computer-normal = Ordinateur : normal
seat-computer-expert = Ordinateur : expert
setup-options = Options
option-hyena-three = Trois faces plates avancent de 3 (une hyène de 6) au lieu de 4 (8)
option-senet-recommended = Options recommandées par Kendall : les paires sont protégées, trois pions alignés bloquent, on ne sort que depuis la dernière rangée
option-senet-seven = Sept pions chacun (aussi sur 11-14)
option-senet-triple = Coup des trois cases : un 3 avec un pion sur 17 peut remplir 18-20 avec lui et deux autres
setup-advanced = Règles avancées
option-gated = Blocages à porte : un blocage formé seulement à travers les spires laisse glisser son propriétaire.
option-push = La poussée : déplacez un pion adverse enfermé que votre pion touche à travers les spires.
option-unleashed = Lions déchaînés : les lions peuvent sauter depuis les trois cases les plus extérieures de la spire intérieure.
option-tickle = Chatouiller la langue : finissez un tour avec un pion dans la tête, et relancez.
option-tiebreak = Départage : une égalité à trois pions illuminés se joue jusqu'à ce qu'elle soit rompue.
option-radical = Élimination radicale : les joueurs qui n'ont plus de pions ne jouent plus.
setup-teams = Équipes
teams-none = Pas d'équipes
teams-four = 4 joueurs : A+C contre B+D
teams-six = 6 joueurs : A+D, B+E, C+F
setup-time-limit = Limite de temps
time-off = Aucune
time-minutes = { $minutes } min

## Mehen : le panneau du tour
hud-turn = Tour
hud-computer-thinking = L'ordinateur réfléchit...
hud-computer-playing = L'ordinateur joue cette place...
hud-thrown-mehen = Lancer : { $flats } faces plates, un lancer de Mehen
hud-thrown = Lancer : { $flats } faces plates = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
hud-throw-again = Relancer (Espace)
hud-throw = Lancer les bâtons (Espace)
hud-stirs = Mehen remue !
hud-hints = Aides
hud-hints-tip = Entourer les pièces qui peuvent bouger et les cases où elles peuvent aller
hud-chosen = Choisi : { $move }
hud-where-to = Où aller ? Cliquez une case entourée, ou un coup dans la liste en bas à droite.
hud-give-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
} à répartir entre deux pièces. Cliquez une pièce à déplacer (ou l'enclos de la queue pour faire entrer un pion).
hud-give-points-single = { $points ->
    [one] { $points } point
   *[other] { $points } points
} à répartir entre deux pièces (ou tous pour un seul pion ce tour-ci). Cliquez une pièce à déplacer (ou l'enclos de la queue pour faire entrer un pion).
hud-press-enter = Appuyez sur Entrée pour jouer, ou sur Retour arrière pour reprendre une pièce.
hud-points-left = { $points ->
    [one] Il reste { $points } point
   *[other] Il reste { $points } points
} : cliquez la seconde pièce.
hud-points-left-alone = { $points ->
    [one] Il reste { $points } point
   *[other] Il reste { $points } points
} : cliquez la seconde pièce, ou appuyez sur Entrée pour ne jouer que celle-ci.
hud-confirm = Valider (Entrée)
hud-undo = Annuler (Retour arrière)
hud-forfeit = Passer (F)
hud-forfeit-tip = Renoncer à tout ce tour : rien ne bouge
hud-hint = Conseil (H)
hud-hint-tip = Ce que jouerait l'ordinateur expert
hud-forfeit-ask = Renoncer à tout ce tour ? Aucune de vos pièces ne bougera.
hud-forfeit-yes = Renoncer au tour (F ou Entrée)
hud-forfeit-no = Continuer à jouer (Échap)
hud-hint-move = Conseil : { $move }
hud-notation-tip = Le coup dans la notation du jeu

## Le menu de pause
pause-title = Pause
pause-resume = Reprendre (Échap)
pause-save = Enregistrer (Ctrl+S)
pause-export = Exporter la partie (Ctrl+E)
pause-main-menu = Menu principal

## Mehen : les autres panneaux
hud-moves-narrowed = Plusieurs coups finissent là
hud-moves = Coups de cette pièce
hud-enlightened = Illuminés
hud-seat-score = { $letter } { $name } : { $barque } dans la Barque, { $inplay } en jeu
hud-team-score = Équipe { $team } : { $sum }
hud-stirs-turn = Remous : { $stirs }   Tour : { $turn }
hud-log = Journal
hud-turn-notation-tip = Le tour dans la notation du jeu

## Fin de partie
over-title = Fin de la partie
over-and = et
over-tie = Égalité : { $names }
over-wins = { $count ->
    [one] { $names } gagne !
   *[other] { $names } gagnent !
}
over-ended-by = Fin par : { $reason }
over-player = Joueur
over-enlightened = Illuminés
over-devoured = Dévorés
over-throws = Tours { $turns }, remous { $stirs }. Lancers de 0 à 4 faces plates dans cette partie : { $counts }
over-all-games = Toutes les parties sur cet ordinateur : { $fairness }
over-replay = Revoir la partie

## Légendes sur la table de Mehen
board-mehen = Mehen
board-tail = queue
board-teeth = les pions entrent aux dents
board-teeth-plain-entry = VVVVVV entrée
board-teeth-plain = VVVVVV
board-waiting = En attente à la queue
board-waiting-click = En attente à la queue (cliquez pour entrer)
board-barque = Barque de Rê
board-first-lion = premier lion
board-lion-reserve = Réserve des lions
board-devoured = Dévorés

## L'écran Charger
load-title = Charger
load-saves = Parties enregistrées
load-records = Relevés (ceux de Mehen s'ouvrent dans la visionneuse, ceux des autres jeux pour continuer à jouer)
load-none = (rien pour l'instant)
load-load = Charger
load-replay = Revoir
load-play-on = Continuer
load-by-path = Ou ouvrez un fichier par son chemin (une sauvegarde, ou un relevé de Mehen) :
load-open = Ouvrir
load-folders = Sauvegardes : { $saves }   Relevés : { $records }

## La visionneuse
replay-title = Revoir : { $title }
replay-first = Début (Origine)
replay-back = Reculer (Gauche)
replay-play = Lire
replay-pause = Pause
replay-space = Espace
replay-forward = Avancer (Droite)
replay-last = Fin (Fin)
replay-of-turns = { $count ->
    [one] sur { $count } tour
   *[other] sur { $count } tours
}
replay-play-on = Continuer à jouer d'ici
replay-play-on-tip = Quitter la visionneuse ; chacun joue en personne à partir de ce tour
replay-close = Fermer
notice-ok = OK
