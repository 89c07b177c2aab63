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
