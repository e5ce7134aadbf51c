-- Issue 10: a stored option's exchange rate names the day the rate took effect (AppliedExchange
-- .effective), so a quote prints "rate of <that day>" rather than the cargo-ready date it was looked up
-- for. Options stored before that get it from the rate rows they name; "default" stays null.
UPDATE `estimates`
SET `option` = json_set(
	`option`,
	'$.exchange.effective',
	json_object(
		'KRW', (SELECT x.`effective_date` FROM `exchange_rates` x WHERE x.`id` = json_extract(`estimates`.`option`, '$.exchange.sources.KRW')),
		'VND', (SELECT x.`effective_date` FROM `exchange_rates` x WHERE x.`id` = json_extract(`estimates`.`option`, '$.exchange.sources.VND'))
	)
)
WHERE `option` IS NOT NULL AND json_extract(`option`, '$.exchange.effective') IS NULL;
