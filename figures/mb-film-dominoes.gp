# Chapter 7: the filmstrip of dominoes.scene (figures/mb-film.gpi).
# data: mb-film-dominoes.txt
film = 'dominoes'
load 'figures/mb-film.gpi'
