# Les mots de Mehen en français. Chaque message est écrit en entier pour la langue ; les arguments
# sont entre accolades.

## Menu principal
menu-title = Mehen
menu-tagline = Le jeu du serpent de l'Égypte ancienne, selon les règles de Zach Horton.
menu-new-game = Nouvelle partie
menu-continue = Reprendre
menu-continue-unreadable = La sauvegarde automatique est illisible (survolez Reprendre).
menu-continue-unreadable-why = La sauvegarde automatique est illisible : { $problem }
menu-continue-none = Aucune partie à reprendre pour l'instant
menu-load = Charger (Ctrl+O)
menu-rules = Règles
menu-settings = Réglages
menu-credits = À propos
menu-credits-tip = La version, la licence, et qui a fait le jeu, ses images et ses caractères
menu-quit = Quitter

## Crédits
credits-title = À propos de Mehen
credits-version = Mehen, version { $version }
credits-licence = Logiciel libre : vous pouvez l'utiliser, le copier et le modifier selon la licence MIT ou la licence Apache 2.0, à votre choix. Les textes complets accompagnent le jeu.
back = Retour

## Réglages
settings-title = Réglages
settings-language = Langue
settings-language-system = Celle du système ({ $language })
settings-language-tip = La langue de tous les écrans ; elle change aussitôt.
settings-master-volume = Volume général
settings-effects-volume = Volume des effets
settings-mute = Couper le son
settings-animation-speed = Vitesse des animations
settings-hints = Afficher les aides (marquer où la pièce choisie peut aller)
settings-space-numbers = Numéros sur les cases du plateau (le numéro d'une case s'affiche toujours sous le pointeur)
    .touch = Numéros sur les cases du plateau (le numéro d'une case s'affiche tant qu'un doigt s'y pose)
settings-notation = La notation des coups à côté de leur description (telle que l'écrivent les feuilles de partie)
settings-boards-folder = Vos plateaux : { $folder } (chaque fichier de plateau qui s'y trouve est proposé à l'écran Nouvelle partie)
settings-saves-folder = Sauvegardes : { $folder }
settings-file = Réglages : { $file }
settings-browser-storage = Ce navigateur garde vos réglages, sauvegardes, feuilles de partie et leçons pour ce site. Effacer les données du site dans le navigateur les supprime ; exportez une feuille de partie pour la garder ailleurs, et ajoutez des fichiers depuis l'écran Charger.

## Places
seat-pawns = { $letter } ({ $shape }, { $sign })
seat-pawns-tip = Les pions de cette place : leur forme et le signe qu'ils portent
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
turn-of-short = { $name } ({ $letter }, { $shape })
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
game-hyena = Jeu de l'hyène
game-family-mehen = Mehen familial (un dé)
game-bak-amen = Bak-Amen (deux dés)
setup-seed = Graine (facultative) :
setup-seed-tip = La même graine donne les mêmes lancers : laissez vide pour une partie nouvelle à chaque fois.
card-mehen = Course vers la tête du serpent, entre les lions. 2 à 6 joueurs.
card-senet-kendall = Le jeu du passage, selon Kendall. À deux.
card-senet-houses = Le Senet des maisons sûres et de l'eau. À deux.
card-hyena = Les mères rentrent, puis les hyènes chassent. 2 à 6 joueurs.
card-family-mehen = Un Mehen tout doux, avec un dé. 2 à 6 joueurs.
card-bak-amen = Le backgammon au bord du Nil. À deux.
setup-board-explain = D'abord les plateaux du jeu, puis ceux que vous ajoutez à votre dossier de plateaux.
setup-board-explain-page = D'abord les plateaux du jeu, puis ceux que vous ajoutez depuis l'écran Charger.
setup-players-explain = Chaque place est une personne devant cet écran ou l'ordinateur, à l'un de trois niveaux.
setup-advanced-explain = Des règles facultatives du texte de Horton. Toutes décochées : la partie standard.
setup-options-explain = Les variantes que proposent les règles. Par défaut : la partie habituelle.
setup-teams-explain = Les partenaires additionnent leurs pions illuminés et gagnent ensemble. Les équipes demandent quatre ou six joueurs.
setup-more = Plus
setup-start-tip = Commencer : { $game }, avec ces joueurs et ces options
setup-back-tip = Retour au menu principal (les choix faits ici sont gardés)
setup-card-tip = Jouer : { $game }. Son plateau, ses joueurs et ses options apparaissent dessous
setup-name-tip = Le nom sous lequel le jeu désigne ce joueur
setup-start = Commencer
setup-board = Plateau
setup-board-line = { $title } ({ $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
})
setup-board-line-yours = { $title } ({ $spaces ->
    [one] { $spaces } case
   *[other] { $spaces } cases
}), votre plateau
setup-spiral-line-yours = { $title } ({ $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}), votre plateau
setup-board-kept = { $problem } (la dernière bonne version est proposée plus haut)
setup-board-folder = Votre dossier de plateaux : { $folder }
setup-spiral-folder = Vos plateaux en spirale vont dans { $folder }
setup-players = Joueurs
setup-players-count = joueurs
setup-two-bak-amen = Deux joueurs : A joue les Blancs, B les Rouges ; un lancer d'ouverture décide qui commence.
setup-two-senet = Deux joueurs : A joue les Blancs (dont le coup d'ouverture est déjà joué), B les Noirs.
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
seat-computer-novice = Ordinateur : novice
seat-computer-normal = Ordinateur : normal
seat-computer-expert = Ordinateur : expert
setup-options = Options
option-hyena-three = Trois faces plates avancent de 3 (une hyène de 6) au lieu de 4 (8)
option-senet-recommended = Options recommandées par Kendall : les paires sont protégées, trois pions alignés bloquent, on ne sort que depuis la dernière rangée
option-senet-seven = Sept pions chacun (aussi sur 11-14)
option-senet-triple = Coup des trois cases : un 3 avec un pion sur 17 peut remplir 18-20 avec lui et deux autres
setup-advanced = Règles avancées
option-gated = Barrages à porte : un barrage formé seulement à travers les anneaux laisse glisser son propriétaire.
option-push = La poussée : déplacez un pion adverse enfermé que votre pion touche à travers les anneaux.
option-unleashed = Lions déchaînés : les lions peuvent sauter depuis les trois cases les plus extérieures de l'anneau intérieur.
option-tickle = Chatouiller la langue : finissez un tour avec un pion dans la tête, et relancez.
option-tiebreak = Départage : une égalité à trois pions illuminés se joue jusqu'à ce qu'elle soit rompue.
option-radical = Élimination radicale : les joueurs qui n'ont plus de pions ne jouent plus.
setup-teams = Équipes
teams-none = Pas d'équipes
teams-four = 4 joueurs : A+C contre B+D
teams-six = 6 joueurs : A+D, B+E, C+F
setup-time-limit = Limite de temps
time-off = Aucune
time-minutes = { $minutes } min

## Mehen : le panneau du tour
hud-turn = Tour
hud-computer-thinking = L'ordinateur réfléchit…
hud-computer-playing = L'ordinateur joue cette place…
hud-thrown-mehen = Lancer : { $flats ->
    [0] aucune face plate
   *[other] les { $flats } faces plates
}, un lancer de Mehen
hud-thrown = Lancer : { $flats ->
    [one] 1 face plate
   *[other] { $flats } faces plates
}, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $each ->
    [yes] {" "}(2 par face plate)
   *[no] {""}
}
hud-to-throw = À vous : lancez les bâtonnets. Chaque face plate en l'air vaut 2 points ; aucune ou les quatre, et le serpent remue : chaque pion avance de deux cases, et vous relancez.
hud-to-throw-short = À vous : lancez les bâtonnets.
hud-throw-again = Relancer (Espace)
hud-throw-short = Lancer
hud-throw = Lancer les bâtonnets (Espace)
hud-stirs = Mehen remue !
hud-stir-explained = Chaque pion avance de deux cases. { $name } relance (aucun lion ne bouge lors de ce lancer).
hud-just-now = À l'instant : { $words }
hud-just-played = { $name } vient de jouer : le Journal raconte tout le tour.
hud-just-threw = { $throw }, puis { $pieces }.
hud-hints = Aides
hud-hints-tip = Entourer les pièces qui peuvent bouger et les cases où elles peuvent aller
hud-chosen = Choisi : { $move }
hud-where-to = Où aller ? Cliquez sur une case marquée d'un point, ou un coup dans la liste à droite.
    .touch = Où aller ? Touchez une case marquée d'un point, ou un coup dans la liste.
hud-where-to-small = Où aller ? Cliquez sur une case pointée, ou ouvrez Coups pour les lire.
    .touch = Où aller ? Touchez une case pointée, ou ouvrez Coups pour les lire.
hud-moves-list-short = Coups
hud-moves-list-tip = Montrer les coups de la pièce choisie en liste, par-dessus le plateau
hud-hint-said = Conseil : { $move }
hud-give-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
} à partager entre deux pièces. Cliquez sur une pièce à déplacer (ou l'enclos de la queue pour faire entrer un pion).
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à partager entre deux pièces. Touchez une pièce à déplacer, ou l'enclos de la queue pour faire entrer un pion ; Coups liste alors ses coups.
hud-give-points-single = { $points ->
    [one] { $points } point
   *[other] { $points } points
} à partager entre deux pièces, ou tous pour un seul pion. Cliquez sur une pièce à déplacer (ou l'enclos de la queue pour faire entrer un pion).
    .touch = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à partager entre deux pièces, ou tous pour un seul pion. Touchez une pièce à déplacer, ou l'enclos de la queue pour faire entrer un pion ; Coups liste alors ses coups.
hud-press-enter = Appuyez sur Entrée pour jouer, ou sur Retour arrière pour reprendre une pièce.
    .touch = Touchez Valider pour jouer, ou Défaire pour reprendre une pièce.
hud-press-enter-lost = { $points ->
    [one] Il reste 1 point : deux pièces seulement bougent, il est donc perdu.
   *[other] Il reste { $points } points : deux pièces seulement bougent, ils sont donc perdus.
} Appuyez sur Entrée pour jouer, ou sur Retour arrière pour reprendre une pièce.
    .touch = { $points ->
    [one] Il reste 1 point : deux pièces seulement bougent, il est donc perdu.
   *[other] Il reste { $points } points : deux pièces seulement bougent, ils sont donc perdus.
} Touchez Valider pour jouer, ou Défaire pour reprendre une pièce.
hud-points-unusable = { $points ->
    [one] Il reste 1 point, qu'aucune autre pièce ne peut prendre : il est perdu.
   *[other] Il reste { $points } points, qu'aucune autre pièce ne peut prendre : ils sont perdus.
} Appuyez sur Entrée pour jouer, ou sur Retour arrière pour reprendre la pièce.
    .touch = { $points ->
    [one] Il reste 1 point, qu'aucune autre pièce ne peut prendre : il est perdu.
   *[other] Il reste { $points } points, qu'aucune autre pièce ne peut prendre : ils sont perdus.
} Touchez Valider pour jouer, ou Défaire pour reprendre la pièce.
hud-points-left-pen = { $points ->
    [one] Il reste { $points } point
   *[other] Il reste { $points } points
}, pour un pion qui entre par la queue : cliquez sur En attente à la queue.
    .touch = { $points ->
        [one] Il reste { $points } point
       *[other] Il reste { $points } points
    }, pour un pion qui entre par la queue : touchez En attente à la queue.
hud-points-left = { $points ->
    [one] Il reste { $points } point
   *[other] Il reste { $points } points
} : cliquez sur la seconde pièce.
    .touch = { $points ->
        [one] Il reste { $points } point
       *[other] Il reste { $points } points
    } : touchez la seconde pièce.
hud-points-left-alone = { $points ->
    [one] Il reste { $points } point
   *[other] Il reste { $points } points
} : cliquez sur la seconde pièce, ou appuyez sur Entrée pour ne jouer que celle-ci.
    .touch = { $points ->
        [one] Il reste { $points } point
       *[other] Il reste { $points } points
    } : touchez la seconde pièce, ou Valider pour ne jouer que celle-ci.
hud-confirm = Valider (Entrée)
hud-undo = Défaire (Retour arrière)
hud-forfeit = Passer (F)
hud-forfeit-tip = Passer tout ce tour : aucune de vos pièces ne bouge
hud-hint = Conseil (H)
hud-hint-tip = Ce que jouerait l'ordinateur expert
hud-take-back = Reprendre (Ctrl+Z)
hud-take-back-tip = Reprendre votre dernier tour : le plateau revient à son début, avec le même lancer en main
hud-forfeit-ask = Passer tout ce tour ? Aucune de vos pièces ne bougera.
hud-forfeit-yes = Passer le tour (F ou Entrée)
hud-forfeit-no = Continuer à jouer (Échap)
hud-hint-move = L'Expert jouerait : { $move }
hud-hint-rest = Pour finir le coup de l'Expert : { $move }
hud-hint-followed = Vous avez choisi le coup de l'Expert : Valider le joue.
hud-hint-other = L'Expert jouerait plutôt, depuis le début du tour : { $move }
hud-notation-tip = Le coup dans la notation du jeu

## Le menu de pause
pause-title = Pause
hud-menu = Menu (Échap)
hud-menu-tip = Le menu de pause : règles, réglages, sauvegarde, et quitter la partie
pause-resume = Reprendre (Échap)
pause-save = Enregistrer (Ctrl+S)
pause-export = Exporter la partie (Ctrl+E)
pause-back = Retour au menu de pause (Échap)
pause-back-tip = La partie reste en pause jusqu'à ce que vous la repreniez
pause-main-menu = Menu principal

## Mehen : les autres panneaux
hud-moves-narrowed = Plusieurs coups finissent là
hud-moves = Coups de cette pièce
hud-enlightened = Barque de Rê
hud-seat-score = { $letter } { $name } : { $barque } dans la Barque, { $serpent } sur le serpent, { $tail } à la queue
hud-team-score = Équipe { $team } : { $sum }
hud-stirs-turn = Remous : { $stirs }   Tour : { $turn }
hud-first-lion = { $stage ->
    [reserve] Au premier remous, un lion monte dans la Barque (le premier lion) ; au troisième, il entre en jeu sur la tête.
    [barque] Le premier lion attend dans la Barque : au troisième remous, il entre en jeu sur la tête.
   *[indent] Le premier lion attend à côté de la tête : au prochain remous, il entre en jeu.
}
hud-log = Journal
hud-turn-notation-tip = Le tour dans la notation du jeu

## Fin de partie
over-title = Fin de la partie
over-and = et
over-tie = Égalité : { $names }
over-wins = { $count ->
    [one] { $names } gagne !
   *[other] { $names } gagnent !
}
over-ended-by = { $reason ->
    [enlightened] La partie s'est terminée quand trois pions d'un camp ont été illuminés.
    [eliminated] La partie s'est terminée faute de pion encore en course.
    [stuck] La partie s'est terminée parce que plus personne ne pouvait jouer.
   *[time] La partie s'est terminée à la fin du temps convenu.
}
over-player = Joueur
over-enlightened = Illuminés
over-devoured = Dévorés
over-throws = Tours { $turns }, remous { $stirs }. Lancers de 0 à 4 faces plates dans cette partie : { $counts }
over-all-games = Toutes les parties sur cet ordinateur : { $fairness }
over-replay = Revoir coup par coup

## Légendes sur la table de Mehen
board-mehen = Mehen
board-tail = queue
board-teeth = les pions entrent aux dents
board-teeth-plain-entry = VVVVVV entrée
board-teeth-plain = VVVVVV
board-waiting = En attente à la queue
board-waiting-click = En attente à la queue (cliquez pour entrer)
    .touch = En attente à la queue (touchez pour entrer)
board-closer = Plateau rapproché : touchez une pièce ou une case.
board-whole = Tout le plateau
board-whole-tip = Revoir tout le plateau (un toucher sur un plateau serré le rapproche)
board-barque = Barque de Rê
board-first-lion = premier lion
board-lion-reserve = Réserve des lions
board-devoured = Dévorés

## L'écran Charger
load-title = Charger
load-saves = Parties sauvegardées
load-records = Feuilles de partie
load-none = (rien pour l'instant)
load-load = Charger
load-replay = Revoir
load-play-on = Continuer
load-by-path = Ou ouvrez un fichier par son chemin (une sauvegarde, ou une feuille de partie de Mehen) :
load-open = Ouvrir

## La visionneuse
replay-title = Revoir : { $title }
replay-first = Début (Origine)
replay-back = Reculer (Gauche)
replay-play = Lire
replay-pause = Pause
replay-space = Lire ou mettre en pause (Espace)
replay-forward = Avancer (Droite)
replay-last = Fin (Fin)
replay-of-turns = { $count ->
    [one] sur { $count } tour
   *[other] sur { $count } tours
}
replay-turn-shown = Tour { $turn } sur { $count } :
replay-start = Le début de la partie : rien n'est encore joué.
replay-play-on = Continuer à jouer d'ici
replay-play-on-tip = Quitter la visionneuse ; chacun joue en personne à partir de ce tour
replay-close = Fermer
notice-ok = OK

## Les coups de Mehen en mots. $voice vaut « option » (le joueur qui choisit : « Faire entrer un
## pion ») ou « log » (le journal, après le nom de qui joue : « fait entrer un pion »). $whose vaut
## « yours » (le pion du joueur, quand il choisit), « own » (le sien, dans le journal) ou « other ».
points = { $count ->
    [one] 1 point
   *[other] { $count } points
}
spaces = { $count ->
    [one] 1 case
   *[other] { $count } cases
}
list-and = { $init } et { $last }
pawn-of = { $whose ->
    [yours] votre pion
    [own] son pion
   *[other] le pion { DE($owner) }
}
pawn-on = { $pawn } en { $at }
lion-on = le lion en { $at }
place-space = la case { $at }
place-head = la tête de Mehen
piece-tail-pawn = un pion à la queue
piece-head-lion = le lion sur la tête
piece-pawn = le pion en { $at }
move-enter = { $voice ->
    [option] Faire entrer
   *[log] fait entrer
} un pion
move-walk = { $voice ->
    [option] Avancer
   *[log] avance
} { $pawn } de la case { $from }
move-jump = { $voice ->
    [option] Faire sauter
   *[log] fait sauter
} { $pawn } de la case { $from } à travers les anneaux
move-push = { $voice ->
    [option] Pousser
   *[log] pousse
} { $pawn } de la case { $from }
move-lion = { $voice ->
    [option] Déplacer
   *[log] déplace
} { $head ->
    [yes] le lion de la tête
   *[no] le lion de la case { $from }
}
lion-how = { $sprint ->
    [yes] au galop : { $spaces } pour { $points }
   *[no] { $spaces }, { $points }
}
lion-outward = vers l'extérieur jusqu'à la case { $to } ({ $how })
lion-off = hors du plateau par la queue ({ $how }) ; il retourne à la réserve
lion-bonus = , et { $pawn } en { $at } va droit à la tête de Mehen
lion-across = à travers les anneaux jusqu'à la case { $to } { $sprint ->
    [yes] au galop ({ $points })
   *[no] ({ $points })
}
move-cost = ({ $points })
move-to = { $head ->
    [yes] jusqu'à la tête de Mehen
   *[no] à la case { $to }
} ({ $points })
move-sliding = , en glissant par-dessus { $pawns } jusqu'à { $place }
move-sliding-past = , en glissant par-dessus { $pawns } et en dépassant { $lions } jusqu'à { $place }
move-ending-on = , puis jusqu'à { $place }
move-forming-blockade = , formant un barrage avec { $spaces }
move-devouring = , dévorant { $pawn } en { $at }
action-give-up = Passer : rien ne bouge
action-then = { $first }, puis { $next }
log-give-up = { $name } passe : rien ne bouge.
log-move = { $name } { $phrase }.
log-then = { $told } Puis { $name } { $phrase }.

## Le remous de Mehen, raconté dans le journal.
stir-started = Mehen remue (remous { $number }).
stir-lion-barque = Le premier lion monte dans la Barque de Rê.
stir-lion-indent = Le premier lion passe dans le creux à côté de la tête.
stir-lion-head = Le premier lion atteint la tête de Mehen : il est désormais en jeu.
stir-enlightened-pawns = { $count ->
    [one] le pion { DE($owner) }
   *[other] { $count } pions { DE($owner) }
}
stir-enlightened = Illuminés, de la tête à la Barque de Rê : { $pawns }.
stir-lions-to-head = { $count ->
    [one] Un lion de la réserve prend la place libre sur la tête.
   *[other] { $count } lions de la réserve prennent les places libres sur la tête.
}
stir-pulled = { $pawn } de { $from } à { $to }
stir-pull = La traction déplace { $pawns }.
stir-devoured-lion = { $pawn } en { $at } est tiré dans le lion en { $lion } et dévoré.
stir-devoured-head = { $pawn } en { $at } est tiré dans la tête et dévoré.

## Pourquoi une pièce ne peut pas bouger.
why-game-over = La partie est finie.
why-no-move-due = Aucun coup n'est attendu maintenant.
why-not-yours = C'est le pion { DE($owner) } : vous déplacez vos propres pions et n'importe quel lion.
why-empty = La case { $at } est vide : cliquez sur l'un de vos pions ou sur un lion.
    .touch = La case { $at } est vide : touchez l'un de vos pions ou un lion.
why-points-used = Tous les points sont utilisés : appuyez sur Entrée pour confirmer.
    .touch = Tous les points sont utilisés : touchez Valider.
why-second-piece = { $piece } pourrait bouger, mais alors aucune seconde pièce ne le pourrait : chaque tour déplace deux pièces (une seule n'est permise qu'à votre premier tour ou avec votre dernier pion). Essayez d'abord une autre pièce, ou passez (F).
why-reasons = { $first } ; { $second }
why-cannot = { $piece } ne peut pas bouger : { $reasons }.
why-not-there = { $piece } ne peut pas s'arrêter en { $at } : { $reason }. Un cercle à point marque chaque case qu'il peut atteindre.
reason-blockade = il s'arrêterait sur { $whose ->
    [yours] votre propre barrage
   *[other] le barrage { DE($owner) }
} { $single ->
    [yes] en { $first }
   *[no] en { $first }-{ $last }
} ; il lui faut { $points } pour le dépasser
reason-ends-on-lion = il finirait sur le lion en { $at } (un pion ne finit jamais sur un lion)
reason-ends-on-pawn = il finirait sur { $pawn } en { $at }, par-dessus lequel il ne peut plus glisser ce tour-ci
reason-taken = la case { $at } est prise
reason-past-head = il atteindrait la tête de Mehen avec { $points } de trop (la tête demande le compte exact)
reason-jump-inner = aucune pièce ne saute depuis l'anneau intérieur
reason-points = il faut { $need } et il en reste { $have }
reason-blockaded = le pion en { $at } fait partie d'un barrage, que les lions ne peuvent pas dévorer
reason-lion-on-lion = il finirait sur le lion en { $at }
reason-sprint-blockade = un lion au galop ne peut pas dépasser le pion de barrage en { $at }
reason-sprint-devour = un lion au galop ne peut pas dévorer (le pion en { $at })
reason-sprint-devour-jump = un lion ne saute pour 1 point que sur un pion hors d'un barrage, et pas au galop
reason-lion-after-mehen = les lions restent en place après un lancer de Mehen, ce tour-ci
reason-two-entries = un seul pion entre sur le plateau par tour
reason-same-piece = cette pièce a déjà bougé ce tour-ci
reason-jump-not-first = un saut doit être la première pièce déplacée
reason-no-tail-pawn = aucun de vos pions n'attend à la queue
reason-pawn-in-head = les pions dans la tête de Mehen y attendent le prochain remous
reason-push-past-lion = un pion poussé ne peut pas aller sur le lion en { $at } ni au-delà
reason-not-pushable = le pion en { $at } ne peut pas être poussé
reason-jump-direction = un pion ne saute que vers l'intérieur, et un lion que vers l'extérieur, sur la case qui le touche
reason-two-pieces = chaque tour déplace deux pièces (une seule n'est permise qu'à votre premier tour ou avec votre dernier pion)
reason-not-now = ce coup n'est pas possible maintenant
reason-pawn-way = les pions n'avancent que vers la tête de Mehen
reason-no-stop-on-pawn = un pion ne s'arrête jamais sur un autre pion : s'il tombe sur { $pawn }, il glisse au-delà
reason-lion-way = les lions ne vont que vers la queue
reason-other-piece = l'autre pièce doit recevoir au moins un des points
reason-not-an-end = aucun de ses coups ne s'arrête là ce tour-ci
no-move-nothing-in-play = { $name } n'a aucun pion à déplacer et aucun lion n'est sur le plateau
no-move-none-can = aucune pièce { DE($name) } ne peut utiliser { $points }. { $why }
no-move-nothing = { $name } n'a rien à déplacer
no-move-only-one = { $name } ne peut déplacer qu'une pièce ({ $piece }), et un tour en déplace deux
no-move-no-two = aucune paire de pièces { DE($name) } ne peut bouger avec { $points }
no-move = Aucun coup possible : { $why }. Le tour passe.
log-throw = { $name } lance : { $flats ->
    [0] aucune face plate
    [one] 1 face plate
   *[other] { $flats } faces plates
}, { $count ->
    [one] 1 point
   *[other] { $count } points
}
log-throw-stir = { $name } lance : { $flats ->
    [0] aucune face plate
   *[other] { $flats } faces plates
}, Mehen remue !
notice-throw-first = Lancez d'abord les bâtonnets (Espace, ou le bouton Lancer).
    .touch = Lancez d'abord les bâtonnets : touchez le bouton Lancer.
notice-head-pawns = Les pions dans la tête de Mehen y attendent le prochain remous ; aucun lion n'est sur la tête.
notice-time-up = Le temps est écoulé.
race-export = Exporter la partie
race-export-tip = Écrire la feuille de cette partie dans un fichier à recharger ou partager

## Commun aux panneaux des jeux de course.
race-to-play = À { $name } de jouer.
race-last-move-legend = Sur le plateau, un anneau en tirets marque le départ du dernier coup, un anneau plein son arrivée. Pointez une ligne du Journal pour entourer ses cases en corail.
    .touch = Sur le plateau, un anneau en tirets marque le départ du dernier coup, un anneau plein son arrivée.
race-just-played = Le Journal raconte le dernier tour.
race-computer-playing = L'ordinateur joue…
race-refused-over = La partie est finie : plus aucun coup.
race-refused-illegal = Ce coup n'est pas permis maintenant.
race-thrown-sticks = Lancer : { $flats ->
    [0] aucune face plate
    [one] 1 face plate
   *[other] { $flats } faces plates
}, un déplacement de { $value }.
race-wins = { $name } gagne !
race-after-turns = { $count ->
    [one] après 1 tour
   *[other] après { $count } tours
}

## Senet.
senet-side = { $name } ({ $colour ->
    [white] Blancs
   *[black] Noirs
})
senet-score = { $name } : { $count ->
    [one] { $count } pion sorti
   *[other] { $count } pions sortis
}{ $frozen ->
    [yes] , figé
   *[no] {""}
}
senet-rebirth = Renaissance : le pion mort en 15 (R)
senet-rebirth-tip = Au lieu de lancer, ramener à la vie en 15 le pion de la Maison de la Mort
senet-take-offered = Prendre le { $value } offert (T)
senet-no-move = Aucun pion ne peut avancer de { $value } : le tour passe.
senet-must-go-back = Aucun pion ne peut avancer de { $value }, alors l'un doit reculer : cliquez sur un pion encadré d'or.
    .touch = Aucun pion ne peut avancer de { $value }, alors l'un doit reculer : touchez un pion encadré d'or.
senet-click-pawn = Cliquez sur un pion encadré d'or pour le déplacer de { $value } (le cercle vert montre où il arrive).
    .touch = Touchez un pion encadré d'or pour le déplacer de { $value } (le cercle vert montre où il arrive).
senet-triple = Coup des 3 cases : 17 en 20, { $to18 } en 18, { $to19 } en 19
senet-log-throw = { $name } lance un { $value }
senet-log-opening = { $name } commence avec le pion du 10 déjà sur la Maison de la Renaissance (15) : la règle fait ce premier coup. L'autre camp lance le premier.
senet-log-rebirth = { $name } : le pion mort renaît en 15
senet-log-offered = { $name } prend le { $value } offert
senet-log-triple = { $name } joue le coup des 3 cases : 17 en 20, { $to18 } en 18 et { $to19 } en 19.
senet-log-pass = { $name } ne peut pas jouer et passe.
senet-sending = , renvoyant le pion { DE($other) } de { $from } en { $to }{ $house ->
    [death] , la Maison de la Mort
    [rebirth] , la Maison de la Renaissance
    [beauty] , la Maison de la Beauté
   *[none] {""}
}
senet-log-move = { $name } déplace le pion de { $from } en { $to }{ $house ->
    [death] , la Maison de la Mort
    [rebirth] , la Maison de la Renaissance
    [beauty] , la Maison de la Beauté
   *[none] {""}
}{ $sent }.
senet-log-bear-off = { $name } sort le pion de { $from }{ $sent }.
senet-log-moves = { $name } joue.
senet-why-theirs = C'est le pion { DE($other) } : cliquez sur l'un des vôtres.
    .touch = C'est le pion { DE($other) } : touchez l'un des vôtres.
senet-why-empty = Aucun de vos pions n'est en { $at }.
senet-why-dead = il est mort : il ne quitte la Maison de la Mort que par la Renaissance (au lieu de lancer) ou avec un 4
senet-why-beauty = chaque pion s'arrête d'abord sur la Maison de la Beauté (26), et il lui faut exactement { $count } pour y arriver
senet-why-exact-off = pour sortir du plateau d'ici, il faut exactement { $count }
senet-why-start = en reculant, il sortirait par le début du plateau
senet-why-last-row = aucun pion ne sort avant que tous vos pions soient sur la dernière rangée (21-30)
senet-why-blockade = les trois pions { DE($other) } en { $first }-{ $last } barrent le passage
senet-why-held = le coup des 3 cases { DE($other) } tient 18-20 : rien ne dépasse 17 tant qu'un de ses pions y reste
senet-why-own = il tomberait sur votre propre pion en { $at }
senet-why-protected = le pion { DE($other) } en { $at } a un voisin de sa couleur, qui le protège
senet-why-safe = le pion { DE($other) } en { $at } est sur une maison sûre
senet-why = Le pion en { $at } ne peut pas { $back ->
    [yes] reculer de { $value }
   *[no] avancer de { $value }
} : { $why }.

## Le jeu de l'hyène. $piece vaut « mother » (la mère) ou « hyena » (l'hyène).
hyena-pen-caption =
    Hyènes en attente,
    mères rentrées
hyena-ones-legend = Un as, c'est un lancer d'une seule face plate. Dès que votre mère est sur le plateau, chaque as tiré est gardé : les as gardés raccourcissent un lancer qui dépasserait le centre, et sortir du centre en coûte 4 (10 pour une hyène).
hyena-thrown-one = Lancer : 1 face plate, un as.
hyena-seat = { $name } : { $stage } · { $ones ->
    [0] aucun as gardé
    [one] 1 as gardé
   *[other] { $ones } as gardés
} · { $eaten ->
    [0] aucune mère mangée
    [one] 1 mère mangée
   *[other] { $eaten } mères mangées
}
hyena-stage-waiting = la mère attend un as
hyena-stage-mother-centre = mère au centre{ $back ->
    [yes] {" "}(de nouveau)
   *[no] {""}
}
hyena-stage-mother = mère en { $square }{ $back ->
    [yes] , sur le retour
   *[no] {""}
}
hyena-stage-hyena-tail = hyène à la queue
hyena-stage-hyena-centre = hyène au centre
hyena-stage-hyena = hyène en { $square }{ $back ->
    [yes] , sur le retour
   *[no] {""}
}
hyena-stage-home = hyène rentrée
hyena-stage-eaten = mère mangée : éliminée
hyena-enter = Faire entrer la mère (Entrée)
hyena-save = Garder l'as (Entrée)
hyena-move = Avancer { $piece ->
    [hyena] l'hyène
   *[mother] la mère
} de { $count } (Entrée)
hyena-pay = Dépenser { $count ->
    [one] l'as gardé
   *[other] { $count } as gardés
} et avancer { $piece ->
    [hyena] l'hyène
   *[mother] la mère
} (Entrée)
hyena-pay-land = Ce lancer dépasse le centre de { $cost } : dépensez { $cost ->
    [one] l'as gardé
   *[other] { $cost } as gardés
} pour y arriver tout juste, ou gardez vos as et restez sur place (vous en avez { $have }).
hyena-pay-leave = Sortir du centre coûte { $cost } as gardés (vous en avez { $have }).
hyena-passes-soon = Le tour passe dans un instant.
hyena-only-move = Le seul coup que permet ce lancer : il se joue de lui-même dans un instant.
hyena-keep = Garder les as, rester (P)
hyena-pass = Aucun coup : passer (Entrée)
hyena-ranking = { $place }. { $name } : { $count ->
    [one] { $count } mère mangée
   *[other] { $count } mères mangées
}
hyena-log-throw = { $name } lance : { $flats ->
    [0] aucune face plate, { $count } cases
    [1] 1 face plate, un as
   *[other] { $flats } faces plates, { $count } cases
}
hyena-log-entered = La mère { DE($name) } entre sur la case 1
hyena-log-saved = { $name } garde l'as
hyena-log-paid = { $count ->
    [one] { $name } dépense un as gardé
   *[other] { $name } dépense { $count } as gardés
}
hyena-log-moved = { $piece ->
    [hyena] L'hyène
   *[mother] La mère
} { DE($name) } va { $from ->
    [tail] de la queue
    [centre] du centre
   *[square] de la case { $fromsq }
} { $to ->
    [tail] à la queue
    [centre] au centre
   *[square] à la case { $tosq }
}
hyena-log-centre = { $piece ->
    [hyena] L'hyène
   *[mother] La mère
} { DE($name) } atteint le centre
hyena-log-swap = { $piece ->
    [hyena] L'hyène
   *[mother] La mère
} { DE($name) } tombe sur { $theirs ->
    [hyena] l'hyène
   *[mother] la mère
} { DE($other) } : elles échangent leurs places, et celle-ci va { $now ->
    [tail] à la queue
    [centre] au centre
    [waiting] à la queue, attendre de nouveau un as
    [home] à la maison
    [out] hors du jeu
   *[square] à la case { $square }
}
hyena-log-ate = L'hyène { DE($name) } mange la mère { DE($other) } !
hyena-log-mother-home = La mère { DE($name) } est rentrée : l'hyène se met en route
hyena-log-hyena-home = L'hyène { DE($name) } est rentrée
hyena-log-passed = { $name } ne bouge pas{ $why ->
    [waiting] {" "}: la mère attend un as à la queue
    [centre] {" "}: quitter le centre demande { $cost } as gardés ({ $have } de côté)
    [short] {" "}: le lancer la porterait au-delà du centre, et s'y arrêter juste demande { $need ->
        [one] un as gardé
       *[other] { $need } as gardés
    } ({ $have } de côté)
    [kept] {" "}et garde ses as (en dépenser { $need } l'aurait menée au centre)
   *[other] {""}
}

## Bak-Amen.
bak-nile = le Nil
bak-numbers-legend = Chaque camp compte ses propres points : les numéros sombres sont ceux des Blancs, les rouges ceux des Rouges.
bak-borne-off-white =
    Blancs
    sortis
bak-borne-off-red =
    Rouges
    sortis
bak-so-far-none = Jusqu'ici : aucun pas encore
bak-seat = { $name } ({ $letter }, { $side ->
    [white] Blancs
   *[red] Rouges
})
bak-score = { $name } : { $pips ->
    [one] { $pips } point à parcourir
   *[other] { $pips } points à parcourir
} · { $off } sortis · { $nile } dans le Nil
bak-opening = Lancer d'ouverture : un dé chacun, le plus haut commence
bak-throw = Lancer les dés (Espace)
bak-no-die = Aucun dé ne peut servir : le tour passe.
bak-opening-double = Un double : le lancer d'ouverture est refait.
bak-dice = Dés { $a } et { $b }.
bak-double = Un double : quatre déplacements de { $a }.
bak-click-pawn = Cliquez sur un pion (en or : les pions qui peuvent bouger), puis là où il va ; un pion qui n'a qu'une place y va aussitôt.
    .touch = Touchez un pion, puis là où il va (en or : les pions qui peuvent bouger).
bak-picked = { $point ->
    [0] Le pion dans le Nil
   *[other] Le pion en { $point }
} est levé : cliquez là où il va (un cercle à point marque chaque arrivée).
    .touch = { $point ->
    [0] Le pion dans le Nil
   *[other] Le pion en { $point }
} est levé : touchez là où il va (un cercle à point marque chaque arrivée).
bak-so-far = Jusqu'ici : { $steps }
bak-play-entered = Votre coup est complet : Valider finit votre tour, ou Défaire reprend un pas.
bak-hint = L'Expert jouerait { $steps } (flèches bleues)
bak-hint-rest = Pour finir le coup de l'Expert : { $steps } (flèches bleues)
bak-hint-followed = Vous avez composé le coup de l'Expert : Valider le joue.
bak-not-whole = Il reste des dés à jouer : utilisez chaque dé utilisable, puis Valider.
bak-hint-other = L'Expert jouerait plutôt, depuis le début du tour : { $steps }
bak-hint-thinking = L'Expert réfléchit…
bak-step = { $nile ->
    [yes] du Nil
   *[no] de { $from }
} { $off ->
    [yes] hors du plateau
   *[no] à { $to }
}
bak-arrests = qui envoie un pion { DE($other) } dans le Nil
bak-and-then = puis
bak-cannot-move = ne peut pas bouger
bak-why-stuck = { $point ->
    [0] Le pion dans le Nil
   *[other] Le pion en { $point }
} ne peut pas bouger : aucun des coups que permettent ces dés ne le déplace.
bak-double-again = un double : on relance
bak-why-nile-first = Le pion en { $point } ne peut pas encore bouger : votre pion dans le Nil doit d'abord revenir sur le plateau.
bak-why-not-there = { $from ->
    [0] Le pion dans le Nil
   *[other] Le pion en { $from }
} ne peut pas aller { $to } : les dés restants le mènent { $places }.
bak-to = { $where ->
    [off] hors du plateau
    [nile] dans le Nil
   *[point] à { $point }
}
bak-places-two = { $first } ou { $second }
bak-log-opening = Lancer d'ouverture : { $name } { $a }, { $other } { $b }
bak-log-throw = { $name } lance { $a } et { $b }
bak-log-starts = { $name } commence avec { $a } et { $b }
bak-log-play = { $name } : { $moves }
bak-win-kind = { $kind ->
    [gammon] un gammon : 2 points
    [backgammon] un backgammon : 3 points
   *[single] une partie simple : 1 point
}
bak-log-wins = { $name } gagne { $kind ->
    [gammon] un gammon : 2 points
    [backgammon] un backgammon : 3 points
   *[single] une partie simple : 1 point
}

## Le Mehen familial.
family-waiting-caption = en attente hors du plateau
family-afterlife-caption = dans l'au-delà
family-seat = { $name } : { $count } dans l'au-delà · { $serpent ->
    [0] pas de serpent en jeu
   *[other] serpent en { $serpent }
}
family-six-again = Un 6 : relancez.
family-roll = Lancer le dé (Espace)
family-click-or-choose = Cliquez sur une pièce cerclée ou sur la case cerclée où elle va, ou choisissez :
    .touch = Touchez une pièce cerclée ou la case cerclée où elle va, ou choisissez :
family-action-key = { $number }. { $action }
family-action-tip = Jouer ce coup (ou appuyer sur { $number }, ou cliquer sur sa pièce ou là où elle va sur le plateau)
    .touch = Jouer ce coup (ou toucher sa pièce ou là où elle va sur le plateau)
family-action-key-tip = Jouer ce coup (ou appuyer sur { $number })
    .touch = Jouer ce coup
family-enter = Faire entrer un Égyptien sur la queue
family-egyptian = { $from ->
    [0] Égyptien de la queue
   *[other] Égyptien de { $from }
} à { $to } ({ $die ->
    [one] 1 case
   *[other] { $die } cases
})
family-serpent-up = Serpent de { $die ->
    [one] 1 case
   *[other] { $die } cases
} vers la tête
family-serpent-down = Serpent de { $die ->
    [one] 1 case
   *[other] { $die } cases
} vers la queue
family-reroll = Ne pas bouger : relancer
family-pass = Aucun coup : passer
family-why-not-yours = Cliquez sur l'un de vos propres Égyptiens (ou choisissez une action dans le panneau).
    .touch = Touchez l'un de vos propres Égyptiens (ou choisissez une action dans le panneau).
family-why-reserve = Un Égyptien n'entre sur la queue qu'avec un 1, et tant qu'aucun des vôtres n'est sur la queue.
family-serpent-which = Votre serpent peut aller vers la tête, en { $up }, ou vers la queue, en { $down } : cliquez sur la case cerclée où il doit aller, ou choisissez dans le panneau.
    .touch = Votre serpent peut aller vers la tête, en { $up }, ou vers la queue, en { $down } : touchez la case cerclée où il doit aller, ou choisissez dans le panneau.
family-serpent-stuck = Votre serpent ne peut pas bouger avec ce lancer.
family-why-past-head = L'Égyptien en { $at } ne peut pas bouger : on n'atteint la tête qu'avec le nombre exact.
family-why-serpent = L'Égyptien en { $at } ne peut pas bouger : il s'arrêterait sur le serpent en { $serpent }, et un Égyptien ne s'arrête jamais sur un serpent.
family-log-roll = { $name } lance un { $die }
family-log-entered = { $name } : un Égyptien entre sur la queue
family-log-moved = L'Égyptien { DE($name) } va { $from ->
    [0] de la queue
   *[other] de la case { $from }
} { $to ->
    [0] à la queue
   *[other] à la case { $to }
}
family-log-serpent-moved = Le serpent { DE($name) } va de la case { $from } à la case { $to }
family-log-propelled = L'Égyptien { DE($name) } tombe sur un des siens en { $at } et repart du même nombre
family-log-rebounded = Le serpent { DE($name) } rebondit depuis { $at }
family-log-sent-back = { $to ->
    [0] { $other } est renvoyé à la queue
   *[other] { $other } est renvoyé en { $to }
}
family-log-serpent-removed = Le serpent { DE($other) } est retiré !
family-log-afterlife = { $name } : un Égyptien atteint l'au-delà
family-log-serpent-placed = Le serpent { DE($name) } descend en { $to }
family-log-serpent-waits = Le serpent { DE($name) } ne peut pas encore descendre
family-log-rerolled = { $name } relance
family-log-passed = { $name } ne peut pas bouger
spiral-tail = queue

## Les avis sur les fichiers, et ce que l'écran Charger dit de chaque fichier.
notices-title = Avis
notice-problem = { $problem }
notice-saved = Partie sauvegardée
notice-not-saved = Pas de sauvegarde : { $problem }
notice-exported = Feuille de partie exportée
notice-not-exported = Pas d'export : { $problem }
notice-autosave-failed = La sauvegarde automatique a échoué : { $problem }
notice-statistics-not-saved = Statistiques non enregistrées : { $problem }
notice-settings-not-saved = Réglages non enregistrés : { $problem }
notice-unfinished-kept = Votre partie inachevée a été gardée : ouvrez-la depuis Charger.
notice-unfinished-game-kept = { $game } : votre partie inachevée a été gardée ; ouvrez-la depuis Charger.
notice-board-broken = { $problem } (la partie continue avec la dernière version correcte)
notice-board-reloaded = { $name } a changé : le plateau est rechargé.
notice-board-misfit = { $name } : la partie en cours ne tient pas sur le plateau modifié ({ $problem }) ; la partie continue avec la dernière version correcte
notice-playing-on = La partie continue à partir d'ici.
notice-replay-stopped = Relecture arrêtée : { $problem }
notice-no-game-opens = { $file } : aucun jeu ici n'ouvre ce fichier
load-row = { $name }{ $about }, { $when }
load-autosave = Sauvegardée au fil du jeu :{" "}
about-mehen-record = Feuille de partie de Mehen : { $players } joueurs sur le plateau { $board }, { $count ->
    [one] 1 tour
   *[other] { $count } tours
}
about-mehen-save = Mehen : { $names } sur le plateau { $board }, { $turn ->
    [0] terminée
   *[other] tour { $turn }
}
about-race-record = Feuille de partie ({ $game }), { $count ->
    [one] 1 tour
   *[other] { $count } tours
} (s'ouvre pour continuer)

## Légendes des images des pages de règles.
picture-slide = Rouge a 2 points : un pas sur le pion seul de Bleu, une glissade gratuite par-dessus, un pas de plus. La paire de Bleu à droite est un barrage : une glissade s'y arrête, et seuls des points font passer un pion au-delà.
picture-stir = Le remous tire chaque pion de deux cases vers la tête, le plus proche d'abord : le pion de Bleu est tiré par-dessus le lion et dévoré ; celui de Rouge avance sans danger.
picture-lions = Les lions marchent vers l'extérieur, vers la queue, à travers toutes les pièces, et dévorent le pion seul sur lequel ils finissent. Le barrage de Rouge, à gauche, ne risque rien.
resume-read = { $count ->
    [one] 1 tour lu
   *[other] { $count } tours lus
} dans la feuille de partie ; { $sticks ->
    [kept] les lancers continuent comme ils l'auraient fait
    [none] la feuille ne garde pas les bâtonnets : de nouveaux
   *[broken] { $problem } ; de nouveaux bâtonnets
}{ $seats ->
    [broken] {" "}; l'étiquette [Seats] : { $seatsproblem } ; des personnes à chaque place
   *[ok] {""}
}
hud-time-left = Temps restant { $time }
setup-choose-board = Choisissez un plateau.
setup-board-not-loaded = { $name } n'a pas pu être chargé.
setup-bad-seed = La graine « { $seed } » n'est pas un nombre entier.
replay-this-game = cette partie
notice-cannot-open = Impossible de l'ouvrir : { $problem }
board-title-classic = Serpent classique
board-title-great = Grand serpent
board-title-hyena = Le serpent de Finkel (88 cases)
board-title-family = Le serpent enroulé (61 cases)
settings-ui-scale = Taille de l'interface
settings-ui-scale-tip = La taille des panneaux, des menus et de leur texte. Ils grandissent déjà avec une grande fenêtre ; augmentez-la pour lire de plus loin
leave-tip = Retour au menu principal ; la partie est sauvegardée, et Reprendre la ramène
leave-question = Quitter cette partie ? Elle est sauvegardée : Reprendre, dans le menu principal, la ramène.
leave-yes = Partir
leave-no = Rester
leave-question-online = Laisser cette partie en ligne ? Elle n'est pas sauvegardée sur cet ordinateur. Votre place vous attend une minute et demie, et l'écran titre propose de vous y ramener.
quit-question = Fermer Mehen ? Cette partie est sauvegardée : Reprendre, dans le menu principal, la ramène.
quit-question-online = Fermer Mehen ? Cette partie en ligne n'est pas sauvegardée sur cet ordinateur. Votre place vous attend une minute et demie : relancez Mehen et l'écran titre propose de vous y ramener.
quit-yes = Fermer
menu-online-back = Votre partie en ligne avec { $with } dans la salle { $code } continue.
menu-online-back-go = Retourner à cette partie
menu-online-back-tip = Retour à votre place : la partie jouée jusqu'ici s'affiche d'un coup, puis vous jouez la suite
menu-online-back-forget = L'oublier
menu-online-back-forget-tip = Ne plus proposer cette partie ici ; votre place vous attend un moment sur le serveur, puis les autres peuvent la confier à l'ordinateur
window-title = { $game } · Mehen
game-senet = Senet
menu-new-game-tip = Choisir un jeu, son plateau et ses joueurs, puis commencer
menu-load-tip = Ouvrir une partie sauvegardée, ou une feuille de partie à revoir ou à continuer
menu-rules-tip = Comment jouer à chaque jeu
menu-settings-tip = Son, vitesse des animations, langue, taille de l'interface
menu-quit-tip = Fermer le jeu (une partie en cours est sauvegardée après chaque tour)
about-game-mehen = La course vers la tête du serpent, selon les règles modernes de Zach Horton : 2 à 6 joueurs, des bâtonnets, des lions et les remous du dieu serpent.
about-game-senet-kendall = Le jeu du passage sur trente cases, selon les règles de Timothy Kendall, à deux.
about-game-senet-houses = Le Senet avec des maisons sûres et la Maison de l'Eau, à deux.
about-game-hyena = Une course sur le serpent relevée au Soudan : chaque mère court au centre et rentre, puis son hyène chasse. 2 à 6 joueurs.
about-game-family-mehen = Un Mehen paisible pour tous les âges, avec un dé, des Égyptiens et des serpents gardiens. 2 à 6 joueurs.
about-game-bak-amen = Le backgammon sur le plateau du Senet, le long des rives du Nil, à deux.
setup-players-tip = Combien de joueurs, de 2 à 6
seat-human-tip = Une personne joue cette place
seat-computer-novice-tip = L'ordinateur joue cette place, en douceur
seat-computer-normal-tip = L'ordinateur joue cette place, en joueur honnête
seat-computer-expert-tip = L'ordinateur joue cette place du mieux qu'il peut
time-tip = Avec une limite de temps, la partie s'arrête quand le temps est écoulé : le joueur qui a le plus de pions illuminés gagne ; à égalité, celui qui en a le plus sur le plateau
settings-animation-speed-tip = La vitesse des pièces (au plus vite, chaque pas reste visible)
settings-mute-tip = Couper tous les sons
picture-senet-swap = Blanc avance de 3 sur le pion de Noir : ils échangent leurs places, et le pion de Noir recule là d'où Blanc venait.
picture-senet-safe = Deux pions blancs côte à côte ne peuvent pas être attaqués : le 3 de Noir ne peut pas tomber sur eux.
picture-hyena-swap = La mère de Rouge tombe sur celle de Bleu : les deux échangent leurs places.
picture-family-propel = L'Égyptien de Rouge avance de 3 sur l'un des siens et repart de 3 cases.
picture-bak-arrest = Blanc tombe sur le pion seul de Rouge : il est arrêté et part dans le Nil. La paire de Rouge, à droite, ferme son point.

## Tooltips
back-tip = Retour au menu principal
hud-throw-tip = Lancer les quatre bâtonnets (Espace)
hud-option-tip = Jouer ce coup (ou appuyer sur { $key })
    .touch = Jouer ce coup
race-throw-tip = Lancer les bâtonnets (Espace)
race-action-tip = Jouer ce coup (ou cliquer sur la pièce sur le plateau)
bak-throw-tip = Lancer les dés (Espace)
bak-undo-tip = Reprendre le dernier pas de ce tour (Retour arrière)
bak-confirm-tip = Jouer le coup composé et finir votre tour (Entrée)
family-roll-tip = Lancer le dé (Espace)
senet-take-offered-tip = Jouer le nombre que l'adversaire n'a pas pu utiliser, au lieu de lancer (T)
senet-triple-tip = Avancer trois pions à la fois sur 18, 19 et 20
hud-forfeit-yes-tip = Passer le reste de ce tour
hud-forfeit-no-tip = Continuer ce tour
over-new-game-tip = Préparer une nouvelle partie
pause-main-menu-tip = Aller au menu principal (la partie est sauvegardée au fil du jeu)
pause-export-tip = Enregistrer la feuille de cette partie dans un fichier texte à partager ou à revoir
over-replay-tip = Revoir cette partie, tour après tour
pause-resume-tip = Retour à la partie (Échap)
pause-save-tip = Enregistrer la partie maintenant pour la reprendre plus tard
load-open-tip = Ouvrir le fichier dont vous avez tapé le chemin
load-row-tip = Ouvrir ce fichier
load-play-on-tip = Reprendre cette partie là où elle s'est arrêtée
replay-close-tip = Arrêter de regarder et revenir au menu principal
replay-slider-tip = Faire glisser pour aller à n'importe quel tour de la partie
leave-yes-tip = Partir maintenant : la partie est sauvegardée et peut être reprise depuis le menu principal
leave-no-tip = Rester dans la partie
settings-master-volume-tip = Le volume général du jeu
settings-effects-volume-tip = Le volume des bâtonnets, des pas et des remous du serpent
settings-space-numbers-tip = Écrire le numéro de chaque case sur le plateau
settings-notation-tip = Montrer chaque coup tel que l'écrit une feuille de partie (T+4, L40-1*), pour qui lit ou écrit des parties
rules-tab-tip = Comment jouer : { $game }
setup-colour-tip = La couleur de ce joueur sur le plateau
setup-option-tip = Cocher pour jouer avec cette règle ; la page des règles explique chacune
hud-confirm-tip = Jouer le coup que vous avez composé (Entrée)
hud-undo-tip = Reprendre la dernière pièce ou case choisie (Retour arrière)
load-broken-tip = Ce fichier ne peut pas être ouvert : son problème est écrit à côté
hud-hint-title = Conseil
hud-this-turn = Ce tour-ci
hud-share-capped-short = { $most ->
    [one] Au plus 1 point
   *[other] Au plus { $most } points
} pour cette pièce : l'autre pièce en prend au moins un.
# The key to the rings on the board, each beside a drawn ring.
hud-key-movable = jouable
hud-key-picked = choisie
hud-key-goes = va là
hud-key-jumps = saute là
hud-key-ends = fin d'un coup choisi
hud-key-hint = le conseil
hud-last-move-legend = Sur le plateau, un trait sombre partant d'un petit cercle montre le dernier coup. Pointez une ligne ici pour entourer ses cases en corail.
    .touch = Sur le plateau, un trait sombre partant d'un petit cercle montre le dernier coup.

# L'analyse de la partie
over-review = Analyser la partie
over-review-tip = Voir les chances de chacun au fil de la partie, chaque coup noté face à celui de l'Expert, et les meilleurs coups
review-title = Analyse
review-working = { $count ->
    [one] L'Expert pèse le seul tour…
   *[other] L'Expert pèse les { $count } tours…
}
review-failed = Cette partie ne peut pas être analysée : { $problem }
review-graph-percent = La chance de gagner de chaque joueur, tour après tour
review-graph-standing = La place de chaque joueur, tour après tour (plus haut, c'est mieux)
review-graph-tip = Cliquez ou glissez pour montrer ce tour sur le plateau
    .touch = Touchez ou glissez pour montrer ce tour sur le plateau
review-pick-turn = Choisissez un tour sur le graphique, ou avancez, pour voir la note de son coup.
review-turn = Tour { $turn } : { $name }
review-chances = Chances : { $before } avant le lancer, { $thrown } avec le meilleur coup, { $after } après le coup joué.
review-played = Joué : { $move }
review-better = Meilleur (les flèches bleues) : { $move } Le coup joué a coûté { $loss ->
    [one] { $loss } point
   *[other] { $loss } points
} de chance de gagner.
review-show-turn = voir
review-show-turn-tip = Montrer le plateau à ce tour
review-band-slim = mince
review-band-behind = en retard
review-band-even = à égalité
review-band-ahead = en avance
review-band-leading = en tête
grade-forced = forcé
grade-best = meilleur
grade-good = bon
grade-inaccuracy = imprécision
grade-mistake = erreur
grade-blunder = gaffe
grade-forced-tip = Il n'y avait qu'une chose à faire.
grade-best-tip = Le coup de l'Expert, ou un aussi bon (moins d'un point de chance perdu).
grade-good-tip = Proche du meilleur : 1 à 4 points de chance perdus.
grade-inaccuracy-tip = Un coup plus faible : 4 à 8 points de chance perdus.
grade-mistake-tip = Une vraie erreur : 8 à 15 points de chance perdus.
grade-blunder-tip = Une faute grave : 15 points de chance perdus ou plus.

# Apprendre à jouer
menu-learn = Apprendre à jouer
menu-learn-tip = De courtes leçons sur le vrai plateau : essayez chaque règle vous-même, un coup à la fois
learn-title = Apprendre à jouer
learn-intro = Chaque leçon prépare le plateau, choisit ce que montrera votre lancer et demande un coup. Essayez ; si ce n'est pas le coup attendu, la leçon vous dit pourquoi. « Montrer » le joue à votre place.
learn-progress = { $done ->
    [0] Aucune des { $count } leçons n'est encore finie
    [one] 1 leçon finie sur { $count }
   *[other] { $done } leçons finies sur { $count }
}
learn-unreadable = Une leçon n'a pas pu être lue : { $problem }
learn-done-tip = Finie
learn-not-done-tip = Pas encore finie
learn-lesson = Leçon
learn-step = Étape { $step } sur { $count }
learn-show-me = Montrer
learn-show-me-tip = Le coup est joué pour vous, pièce par pièce
learn-move-asked = Cette étape demande un coup : partagez les points entre vos pièces plutôt que de passer.
learn-refused-again = Toujours pas le coup que demande cette étape (essai { $count }) :
learn-about = À propos de cette leçon :
learn-again = Refaire
learn-again-tip = Remettre le plateau comme au début de cette étape et réessayer
learn-next-step = Suivant
learn-next-step-tip = Passer à l'étape suivante de la leçon
learn-next-lesson = Suivante
learn-next-lesson-tip = Commencer la leçon suivante
learn-waiting-step = Étape terminée. Lisez ce qu'elle a montré dans le panneau de la leçon, puis appuyez sur Suivant.
learn-waiting-step-short = Étape terminée : appuyez sur Suivant.
learn-waiting-lesson = Leçon terminée. Appuyez sur Suivante pour la leçon suivante, sur Refaire pour rejouer cette étape, ou sur Leçons pour la liste.
learn-waiting-lesson-short = Leçon terminée : appuyez sur Suivante.
learn-all-lessons = Leçons
learn-all-lessons-tip = Revenir à la liste des leçons

# Reprises de coup
setup-take-backs = Reprises
setup-take-backs-explain = Contre l'ordinateur, Ctrl+Z peut reprendre votre dernier tour : le plateau revient à son début avec le même lancer en main, et les réponses de l'ordinateur sont annulées. La feuille de partie les compte.
    .touch = Contre l'ordinateur, le bouton Reprendre peut reprendre votre dernier tour : le plateau revient à son début avec le même lancer en main, et les réponses de l'ordinateur sont annulées. La feuille de partie les compte.
setup-take-backs-allow = Autoriser les reprises (Ctrl+Z)
setup-take-backs-no-computer = Seulement dans les parties contre l'ordinateur
notice-taken-back = Retour au début du tour { $turn }, avec le même lancer.
notice-nothing-to-take-back = Vous n'avez pas encore de tour à reprendre.
notice-take-backs-off = Les reprises sont désactivées dans cette partie (choisissez-les dans Nouvelle partie, contre l'ordinateur).
over-take-backs = Reprises dans cette partie : { $count }

## Légendes sur le plateau, là où quelque chose arrive (quelques secondes ; le journal garde la phrase entière).
caption-devoured-lion = Dévoré par un lion !
caption-devoured-stir-lion = Dévoré : le remous l'a tiré dans un lion
caption-devoured-stir-head = Dévoré : le remous l'a tiré dans la tête
caption-enlightened = Un pion { DE($name) } est illuminé : il monte dans la Barque de Rê !
caption-bonus = Le lion a quitté le plateau : ce pion va droit à la tête
caption-blockade = Barrage ! Les lions ne peuvent pas dévorer ces pions, et aucun pion ne glisse par-dessus
caption-blockade-gated = Barrage à travers les anneaux ! Les lions ne peuvent pas dévorer ces pions, et seuls les pions de son camp glissent au travers
caption-blockade-short = Barrage !
caption-blockade-gated-short = Barrage à travers les anneaux !
log-more = { $count ->
    [one] Une nouvelle ligne plus bas
   *[other] { $count } nouvelles lignes plus bas
}

# Jeu en ligne
menu-online = Jouer en ligne
menu-online-tip = Jouez avec des amis ailleurs : ouvrez une partie et partagez son code, ou rejoignez-en une avec un code
online-title = Jouer en ligne
online-host = Ouvrir une partie
online-host-tip = Choisissez un jeu et ses places ; vos amis vous rejoignent avec le code de la salle
online-join = Rejoindre une partie
online-join-tip = Saisissez l'adresse du serveur et le code de la salle qu'un ami vous a donnés
online-your-name = Votre nom :
online-open-room = Ouvrir la salle
online-open-room-tip = Crée la salle et affiche le code à partager
online-join-room = Rejoindre
online-join-room-tip = Prend la première place libre de la salle (ou regarde la partie)
online-game = Le jeu :
online-seat-you = vous
online-seat-friend = Un ami en ligne
online-seat-here = Quelqu'un devant cet écran
online-board-too-large = Le plateau { $board } est trop grand pour être envoyé à la salle ; choisissez un plateau plus petit.
online-server-here = Lancer un serveur sur cet ordinateur (vos amis du réseau local le rejoignent)
online-server-here-tip = Le jeu écoute sur le port 7878 ; vos amis saisissent l'adresse de cet ordinateur sur votre réseau, puis le code
online-server-at = Utiliser le serveur :
online-address = Adresse du serveur :
online-code = Code de la salle :
online-watch = Seulement regarder
online-watch-tip = Suivre la partie sans y prendre place
online-invite-only = Places réservées aux amis à qui je donne le code complet
online-invite-only-tip = Le code de la salle seul permet de regarder ; prendre une place demande le code plus long que cette salle vous montre
online-invite-note = Les places sont sur invitation : avec le seul code de la salle, { $code }, on peut regarder mais pas jouer.
online-seat-open = en attente d'un joueur
online-connected = connecté
online-reconnecting-seconds = reconnexion (encore { $seconds } s)
online-gone = parti
online-connecting = Connexion au serveur…
online-reconnecting = La connexion est coupée : reconnexion…
online-lost = La connexion est perdue : { $why }
online-lobby-title = Salle en ligne
online-share = Donnez ce code à vos amis :
online-copy = Copier
online-share-here = Ils choisissent Jouer en ligne, puis Rejoindre, et saisissent l'adresse de cet ordinateur sur votre réseau : { $addresses }, puis le code.
online-share-this-computer = Une fenêtre sur cet ordinateur rejoint à l'adresse { $address }.
online-share-where = Ils choisissent Jouer en ligne, puis Rejoindre, et saisissent le serveur { $address } et le code.
online-start = Commencer la partie
online-start-tip = Tout le monde est là : la partie commence pour tous
online-start-waiting = En attente que chaque place d'ami soit prise
online-waiting-host = En attente du lancement de la partie par l'hôte…
online-leave = Quitter la salle
online-panel-title = En ligne · { $code }
online-hand-over = Confier la place vide à l'ordinateur
online-end-game = Terminer la partie
online-ended-by-choice = La partie a été terminée après le départ d'un joueur.
online-fair = Chaque lancer correspond à la graine secrète de la salle ({ $seed }) : les lancers étaient honnêtes.
online-unfair = Les lancers n'ont pas pu être vérifiés : { $why }
online-record-saved = La feuille de partie est rangée parmi les vôtres : { $file }
online-out-of-step = Cette partie n'est plus en phase avec le serveur. Quittez-la et rejoignez-la de nouveau.
online-put-back = Le serveur n'a pas pris ce coup : le plateau revient où en est la partie.
online-out-of-step-mended = Le plateau ici ne suivait plus celui du serveur : il revient où en est la partie.
hud-online-playing = Joue en ligne…
online-need-address = Saisissez l'adresse du serveur, par exemple 192.168.1.20:7878.
online-bad-code = « { $code } » n'est pas un code de salle : il compte six lettres et chiffres, comme K7M-Q3P.
online-cannot-host = Aucun serveur n'a pu démarrer sur cet ordinateur : { $why }
online-seat-line = { $pawns } { $name } : { $state }
online-room-term = { $what } : { $value }
online-seat-line-you = { $pawns } { $name } (vous) : { $state }
online-rejoin = Vous avez quitté la salle { $code } avant la fin de sa partie.
online-rejoin-go = Reprendre votre place
online-rejoin-forget = L'oublier
load-import-about = Une feuille de partie, une sauvegarde ou un plateau de cet ordinateur :
load-import = Ajouter un fichier…
load-import-tip = Choisissez un fichier sur cet ordinateur : une feuille de partie ou une sauvegarde rejoint les listes ci-dessus, prête à ouvrir ; un plateau rejoint ceux de Nouvelle partie
notice-imported = Fichier ajouté : il figure dans les listes
notice-not-imported = Fichier non ajouté : { $problem }
setup-board-bring-in = Vos propres plateaux : ajoutez un fichier de plateau depuis l'écran Charger.

## Un tour en quelques mots, pour le bandeau d'un téléphone.
brief-pawn = pion { $from } à { $to }
brief-pawn-head = pion { $from } jusqu'à la tête de Mehen
brief-enter = un nouveau pion sur { $to }
brief-lion = le lion en { $from } à { $to }
brief-lion-from-head = le lion de la tête à { $to }
brief-lion-off = le lion en { $from } hors du plateau
brief-devouring = { $count ->
    [one] un pion dévoré
   *[other] { $count } pions dévorés
}
brief-move = { $name } : { $pieces }.
brief-stir = Mehen remue. { $parts }.
brief-stir-still = Mehen remue, mais aucun pion n'est tiré.
brief-stir-pulled = { $count ->
    [one] Un pion tiré de deux cases
   *[other] { $count } pions tirés de deux cases
} : { $pawns }
brief-stir-devoured = { $count ->
    [one] un dévoré
   *[other] { $count } dévorés
} : { $pawns }
brief-stir-and = {" "};{" "}
