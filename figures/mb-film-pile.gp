# Chapter 7: the filmstrip of pile.scene (figures/mb-film.gpi).
# data: mb-film-pile.txt
film = 'pile'
load 'figures/mb-film.gpi'
