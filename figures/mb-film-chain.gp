# Chapter 7: the filmstrip of chain.scene (figures/mb-film.gpi).
# data: mb-film-chain.txt
film = 'chain'
load 'figures/mb-film.gpi'
