# Chapter 7: the filmstrip of tower.scene (figures/mb-film.gpi).
# data: mb-film-tower.txt
film = 'tower'
load 'figures/mb-film.gpi'
