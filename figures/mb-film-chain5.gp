# Chapter 7: the filmstrip of chain5.scene (figures/mb-film.gpi).
# data: mb-film-chain5.txt
film = 'chain5'
load 'figures/mb-film.gpi'
